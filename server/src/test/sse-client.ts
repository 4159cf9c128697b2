import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One message of a `text/event-stream`: its `id:` and its `data:` parsed as JSON. */
export interface StreamMessage<T = unknown> {
  id: number;
  data: T;
  /** When it arrived (`performance.now()`). */
  at: number;
}

/**
 * A `text/event-stream` read as a phone's client would (tests and the session benchmark): messages as they
 * arrive, comment lines (heartbeats) counted, the response's status and headers.
 */
export function openStream<T = unknown>(url: string, headers: Record<string, string> = {}) {
  const messages: StreamMessage<T>[] = [];
  let comments = 0;
  let waiters: (() => void)[] = [];
  let request!: http.ClientRequest;
  let ended!: () => void;
  const end = new Promise<void>((resolve) => (ended = resolve));
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) comments++;
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id && data)
            messages.push({ id: Number(id), data: JSON.parse(data) as T, at: performance.now() });
        }
        wake();
      });
      res.on('end', () => {
        ended();
        wake();
      });
      resolve(res);
    });
    request.on('error', reject);
  });
  return {
    response,
    messages,
    comments: () => comments,
    /** Resolves when the server ends the stream. */
    end,
    /** Resolves once `n` messages in all have arrived (rejects after `timeoutMs`). */
    async until(n: number, timeoutMs = 5000): Promise<StreamMessage<T>[]> {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < n) {
        if (Date.now() > deadline)
          throw new Error(`${messages.length} of ${n} messages after ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return messages.slice(0, n);
    },
    close: () => {
      waiters = [];
      request.destroy();
    },
  };
}
