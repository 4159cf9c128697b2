import 'fake-indexeddb/auto';
import {
  IDEMPOTENCY_ALREADY_DONE_CODE,
  IDEMPOTENCY_IN_PROGRESS_CODE,
  IDEMPOTENCY_KEY_ALREADY_DONE,
  IDEMPOTENCY_KEY_IN_PROGRESS,
} from '@spraybook/contract/plain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../data/api-client';
import { randomId } from '../util/random-id';
import { clearOfflineQueue, discardWrite, enqueue, flushQueue, queuedWrites } from './offline-queue';
import type { NewWrite, QueuedWrite } from './queued-write';
import { clearOfflineData } from './clear-offline-data';

let accounts = 0;
/** Each test its own account, so the one database never mixes their queues. */
const newAccount = () => `account-${++accounts}`;

/** A tick as sendOrQueue hands it to the queue: under a key of its own. */
const tick = (accountId: string, climb: string) =>
  ({
    accountId,
    route: 'createAscent',
    body: { climb_id: climb, ascent_date: '2026-11-25', ascent_type: 'flash', attempts: 1 },
    about: { climbId: climb },
    key: randomId(),
  }) satisfies NewWrite;

/** A server that records what reached it and answers each write as `answer` says (throwing is refusing). */
function server(answer: (write: QueuedWrite, call: number) => void = () => {}) {
  const received: QueuedWrite[] = [];
  const send = async (write: QueuedWrite) => {
    received.push(write);
    answer(write, received.length);
  };
  return { received, send };
}

/** A back-off that records how long it would wait, and does not. */
const waitFor = (waited: number[]) => async (ms: number) => void waited.push(ms);

const noAnswer = () => {
  throw new TypeError('Failed to fetch');
};

describe('the offline write queue', () => {
  it('sends the writes in the order they were made, each once, and empties the queue', async () => {
    const me = newAccount();
    for (const climb of ['a', 'b', 'c']) await enqueue(tick(me, climb));
    const { received, send } = server();
    const sent: string[] = [];
    await expect(flushQueue(me, send, (w) => sent.push(w.about!.climbId!))).resolves.toBe('sent');
    expect(received.map((w) => (w.body as { climb_id: string }).climb_id)).toEqual(['a', 'b', 'c']);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(await queuedWrites(me)).toEqual([]);
  });

  it('belongs to the account that made it: another account neither sees, sends nor clears it', async () => {
    const mine = newAccount();
    const theirs = newAccount();
    await enqueue(tick(mine, 'a'));
    await enqueue(tick(theirs, 'b'));
    expect((await queuedWrites(theirs)).map((w) => w.about?.climbId)).toEqual(['b']);
    const { received, send } = server();
    await flushQueue(theirs, send);
    expect(received.map((w) => w.accountId)).toEqual([theirs]);
    await enqueue(tick(theirs, 'c'));
    await clearOfflineQueue(theirs);
    expect(await queuedWrites(theirs)).toEqual([]);
    expect((await queuedWrites(mine)).map((w) => w.about?.climbId)).toEqual(['a']);
  });

  it('is emptied for the account that signs out (clearOfflineData), and only for it', async () => {
    const leaving = newAccount();
    const staying = newAccount();
    await enqueue(tick(leaving, 'a'));
    await enqueue(tick(staying, 'b'));
    await clearOfflineData(leaving);
    expect(await queuedWrites(leaving)).toEqual([]);
    expect((await queuedWrites(staying)).map((w) => w.about?.climbId)).toEqual(['b']);
  });

  it('keeps a refused write with the server detail until discarded, and still sends the ones after it', async () => {
    const me = newAccount();
    await enqueue(tick(me, 'deleted'));
    await enqueue(tick(me, 'b'));
    const { received, send } = server((w) => {
      if (w.about?.climbId === 'deleted') throw new ApiError(404, 'Climb not found');
    });
    await expect(flushQueue(me, send)).resolves.toBe('sent');
    expect(received).toHaveLength(2);
    const [refused] = await queuedWrites(me);
    expect(refused).toMatchObject({ state: 'failed', message: 'Climb not found' });
    await flushQueue(me, send);
    expect(received).toHaveLength(2);
    await discardWrite(refused!.seq);
    expect(await queuedWrites(me)).toEqual([]);
  });

  it('stops at no answer or a 5xx, keeps that write and the later ones, and retries with the same key', async () => {
    const me = newAccount();
    await enqueue(tick(me, 'a'));
    await enqueue(tick(me, 'b'));
    const dropped = server((_w, call) => (call === 1 ? noAnswer() : undefined));
    await expect(flushQueue(me, dropped.send)).resolves.toBe('offline');
    expect(dropped.received).toHaveLength(1);
    expect((await queuedWrites(me)).map((w) => [w.about?.climbId, w.tried])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    const busy = server(() => {
      throw new ApiError(503, 'Service unavailable');
    });
    await expect(flushQueue(me, busy.send)).resolves.toBe('offline');
    const back = server();
    await flushQueue(me, back.send);
    const firstKey = dropped.received[0]!.key;
    expect(busy.received[0]!.key).toBe(firstKey);
    expect(back.received.map((w) => w.about?.climbId)).toEqual(['a', 'b']);
    expect(back.received[0]!.key).toBe(firstKey);
    expect(await queuedWrites(me)).toEqual([]);
  });

  it('sends a write whose key is busy (409 in_progress) again after a back-off, with the same key, and then the rest', async () => {
    const me = newAccount();
    await enqueue(tick(me, 'a'));
    await enqueue(tick(me, 'b'));
    const busy = () => {
      throw new ApiError(409, IDEMPOTENCY_KEY_IN_PROGRESS, IDEMPOTENCY_IN_PROGRESS_CODE);
    };
    const { received, send } = server((_w, call) => (call <= 2 ? busy() : undefined));
    const waited: number[] = [];
    const sent: string[] = [];
    const result = flushQueue(me, send, (w) => sent.push(w.about!.climbId!), waitFor(waited));
    await expect(result).resolves.toBe('sent');
    expect(waited).toEqual([1000, 2000]);
    expect(received.map((w) => w.about?.climbId)).toEqual(['a', 'a', 'a', 'b']);
    expect(new Set(received.slice(0, 3).map((w) => w.key)).size).toBe(1);
    expect(sent).toEqual(['a', 'b']);
    expect(await queuedWrites(me)).toEqual([]);
  });

  it('never marks a busy write failed: after its back-off it stays pending, the later ones behind it', async () => {
    const me = newAccount();
    await enqueue(tick(me, 'a'));
    await enqueue(tick(me, 'b'));
    const { received, send } = server(() => {
      throw new ApiError(409, IDEMPOTENCY_KEY_IN_PROGRESS, IDEMPOTENCY_IN_PROGRESS_CODE);
    });
    const waited: number[] = [];
    await expect(flushQueue(me, send, undefined, waitFor(waited))).resolves.toBe('busy');
    expect(waited).toEqual([1000, 2000, 4000, 8000, 16000, 16000]);
    expect(received.every((w) => w.about?.climbId === 'a' && w.key === received[0]!.key)).toBe(true);
    expect((await queuedWrites(me)).map((w) => [w.about?.climbId, w.state])).toEqual([
      ['a', 'pending'],
      ['b', 'pending'],
    ]);
  });

  it('counts a write the server already has (409 already_done) as sent: removed, refreshed, the next one goes', async () => {
    const me = newAccount();
    await enqueue(tick(me, 'saved'));
    await enqueue(tick(me, 'b'));
    const { received, send } = server((w) => {
      if (w.about?.climbId === 'saved') {
        throw new ApiError(409, IDEMPOTENCY_KEY_ALREADY_DONE, IDEMPOTENCY_ALREADY_DONE_CODE);
      }
    });
    const sent: string[] = [];
    await expect(flushQueue(me, send, (w) => sent.push(w.about!.climbId!))).resolves.toBe('sent');
    expect(received).toHaveLength(2);
    expect(sent).toEqual(['saved', 'b']);
    expect(await queuedWrites(me)).toEqual([]);
  });

  it('keeps another 409 (a real conflict) as failed with its detail', async () => {
    const me = newAccount();
    await enqueue(tick(me, 'a'));
    const { send } = server(() => {
      throw new ApiError(409, 'This video is already on the climb.', 'conflict');
    });
    await expect(flushQueue(me, send)).resolves.toBe('sent');
    expect(await queuedWrites(me)).toMatchObject([
      { state: 'failed', message: 'This video is already on the climb.' },
    ]);
  });

  it('keeps the whole queue when the session ended (401), for when that account signs in again', async () => {
    const me = newAccount();
    await enqueue(tick(me, 'a'));
    await enqueue(tick(me, 'b'));
    const expired = server(() => {
      throw new ApiError(401, 'Not signed in');
    });
    await expect(flushQueue(me, expired.send)).resolves.toBe('signed-out');
    expect((await queuedWrites(me)).map((w) => w.state)).toEqual(['pending', 'pending']);
  });
});
