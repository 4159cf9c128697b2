import { ReadableStream, TextDecoderStream } from 'node:stream/web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isReachable, resetReachability } from '../../../shared/data/reachability';
import { backOff, followSession } from './session-stream';

vi.mock('../../../shared/data/auth', () => ({ getAccessToken: async () => 'token' }));

afterEach(() => {
  resetReachability();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A stream that sends one message, then stays open. */
const streamOf = (text: string) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode(text)),
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

describe('followSession', () => {
  it('tries again after back-off when a stopping node refuses the stream (503), then follows', async () => {
    vi.useFakeTimers();
    // jsdom has neither: Node's own, as a browser has them.
    vi.stubGlobal('TextDecoderStream', TextDecoderStream);
    const event = { id: 3, kind: 'next', session: { state: 'open' } };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ detail: 'stopping', code: 'unavailable' }), { status: 503 }),
      )
      .mockResolvedValueOnce(streamOf(`id: 3\ndata: ${JSON.stringify(event)}\n\n`));
    vi.stubGlobal('fetch', fetch);
    const events: unknown[] = [];
    const states: string[] = [];
    const stop = followSession(
      's1',
      () => 2,
      (e) => events.push(e),
      (s) => states.push(s),
    );
    // Refused: no second try before the back-off (1 s after a first failure), one right after it.
    await vi.advanceTimersByTimeAsync(backOff(1) - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(events).toEqual([event]));
    expect(fetch.mock.calls[1]![1].headers['last-event-id']).toBe('2');
    expect(states.at(-1)).toBe('live');
    stop();
  });

  it('takes a stream with no answer for the server out of reach, and follows again as soon as it answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('TextDecoderStream', TextDecoderStream);
    const event = { id: 1, kind: 'next', session: { state: 'open' } };
    // A gym's Wi-Fi without internet: the browser says online, nothing answers until `answering`.
    let answering = false;
    const fetch = vi.fn(async (url: string) => {
      if (!answering) throw new TypeError('Failed to fetch');
      return url === '/healthz' ? new Response('{}') : streamOf(`id: 1\ndata: ${JSON.stringify(event)}\n\n`);
    });
    vi.stubGlobal('fetch', fetch);
    const events: unknown[] = [];
    const states: string[] = [];
    const stop = followSession(
      's1',
      () => null,
      (e) => events.push(e),
      (s) => states.push(s),
    );
    // Two tries with no answer: the next one waits 2 s.
    await vi.advanceTimersByTimeAsync(backOff(1) + 1);
    expect(states.at(-1)).toBe('offline');
    expect(isReachable()).toBe(false);

    // The server answers again (the phone back on a Wi-Fi with internet): the model asks /healthz at
    // once, and the stream follows at once rather than at the end of its back-off.
    answering = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10);
    expect(isReachable()).toBe(true);
    await vi.waitFor(() => expect(events).toEqual([event]));
    expect(states.at(-1)).toBe('live');
    stop();
  });
});
