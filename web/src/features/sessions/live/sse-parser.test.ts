import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

describe('createSseParser', () => {
  it('reads messages cut anywhere, skipping heartbeats and retry', () => {
    const got: SseMessage[] = [];
    const feed = createSseParser((m) => got.push(m));
    feed('retry: 2000\n\n: heartbeat\n\nid: 4\nda');
    feed('ta: {"a":1}\n');
    feed('\nid: 5\ndata: x\ndata: y\r\n\r\n');
    expect(got).toEqual([
      { id: '4', data: '{"a":1}' },
      { id: '5', data: 'x\ny' },
    ]);
  });
});

describe('backOff', () => {
  it('waits 1, 2, 4… seconds after failures in a row, at most 15', async () => {
    const { backOff } = await import('./session-stream');
    expect([1, 2, 3, 4, 5, 9].map(backOff)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });
});
