import { apiPath, SESSION_EVENTS_PATH } from '@spraybook/contract/plain';
import type { SessionEvent } from '@spraybook/contract';
import { getAccessToken } from '../../../shared/data/auth';
import {
  isReachable,
  noteAnswer,
  noteNetworkFailure,
  onReachabilityChange,
} from '../../../shared/data/reachability';
import { createSseParser } from './sse-parser';

export type StreamState = 'connecting' | 'live' | 'offline';

/** Waits before reconnecting after the nth failure in a row: 1 s, 2 s, 4 s… up to 15 s. */
export const backOff = (failures: number) => Math.min(15_000, 1000 * 2 ** Math.max(0, failures - 1));

/**
 * Follows a session's event stream (decision 0216): `fetch` with the Bearer token (EventSource sends no header),
 * read as it arrives, resumed after the last event seen (`Last-Event-ID`) after any cut, with back-off. Stops
 * when the returned function is called, or when the session ended.
 */
export function followSession(
  sessionId: string,
  lastEventId: () => number | null,
  onEvent: (event: SessionEvent) => void,
  onState: (state: StreamState) => void,
): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const once = async () => {
    controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    const token = await getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const last = lastEventId();
    if (last !== null) headers['last-event-id'] = String(last);
    const signal = controller.signal;
    const res = await fetch(apiPath(SESSION_EVENTS_PATH, { id: sessionId }), {
      headers,
      signal,
      cache: 'no-store',
    }).catch((error: unknown) => {
      // No answer (not our own abort): the server may be out of reach though the browser says online.
      if (!signal.aborted) noteNetworkFailure();
      throw error;
    });
    // A refusal's `detail` tells our server's own 503 from a proxy's (reachability.ts).
    const detail = res.ok
      ? undefined
      : await res
          .json()
          .then((body: { detail?: string }) => body.detail)
          .catch(() => undefined);
    noteAnswer(res, detail);
    if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
    onState('live');
    failures = 0;
    let ended = false;
    const feed = createSseParser(({ data }) => {
      const event = JSON.parse(data) as SessionEvent;
      onEvent(event);
      if (event.session.state === 'ended') ended = true;
    });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done || stopped) break;
      feed(value);
      if (ended) {
        stopped = true;
        controller.abort();
        break;
      }
    }
  };

  const loop = () => {
    if (stopped) return;
    onState(isReachable() ? 'connecting' : 'offline');
    once()
      .catch(() => undefined)
      .finally(() => {
        if (stopped) return;
        failures += 1;
        onState(isReachable() ? 'connecting' : 'offline');
        timer = setTimeout(loop, backOff(failures));
      });
  };
  // The server in reach again (decision 0230): reconnect now rather than at the end of the back-off. Out of
  // reach: the stream is cut (a phone on a gym's Wi-Fi without internet would wait on it for minutes).
  const reachabilityChanged = () => {
    controller?.abort();
    if (!isReachable()) return onState('offline');
    clearTimeout(timer);
    failures = 0;
    timer = setTimeout(loop, 0);
  };
  const unsubscribe = onReachabilityChange(reachabilityChanged);
  loop();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
    unsubscribe();
  };
}
