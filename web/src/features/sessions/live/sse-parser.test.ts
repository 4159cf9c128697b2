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
