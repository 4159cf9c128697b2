import { describe, expect, it } from 'vitest';
import type { QueuedWrite } from '../../../shared/offline/public';
import {
  keyOfQueuedHold,
  queuedHoldId,
  queuedHoldOf,
  queuedHoldsOf,
  waitingDeletes,
  waitingOutlines,
} from './queued-holds';

const square = [
  { x: 0.1, y: 0.1 },
  { x: 0.2, y: 0.1 },
  { x: 0.2, y: 0.2 },
];

const kept = (seq: number, state: QueuedWrite['state']) => ({
  seq,
  accountId: 'sub',
  key: `k${seq}`,
  created: '2026-11-29T12:00:00.000Z',
  state,
  tried: false,
  about: { wallId: 'w1' },
});

/** A hold save on wall w1's photo `revId`. */
const write = (
  seq: number,
  revId: string,
  state: QueuedWrite['state'] = 'pending',
): QueuedWrite<'addHold'> => ({
  ...kept(seq, state),
  route: 'addHold',
  params: { id: 'w1', revId },
  body: { bounding_polygon: square },
});

const other = [
  { x: 0.5, y: 0.5 },
  { x: 0.6, y: 0.5 },
  { x: 0.6, y: 0.6 },
];

/** An Accept all of two outlines on wall w1's photo `revId`. */
const acceptAll = (seq: number, revId: string): QueuedWrite<'addHolds'> => ({
  ...kept(seq, 'pending'),
  route: 'addHolds',
  params: { id: 'w1', revId },
  body: { holds: [{ bounding_polygon: square }, { bounding_polygon: other }] },
});

/** A delete of the hold `holdId` of wall w1's photo `revId`. */
const removal = (
  seq: number,
  revId: string,
  holdId: string,
  state: QueuedWrite['state'] = 'pending',
): QueuedWrite<'deleteHold'> => ({
  ...kept(seq, state),
  route: 'deleteHold',
  params: { id: 'w1', revId, holdId },
});

/** A tick of climb w1: its parameters name the wall's id, but it is no hold save. */
const tick = (seq: number): QueuedWrite => ({
  ...kept(seq, 'pending'),
  route: 'updateAscent',
  params: { id: 'w1' },
  body: { climb_id: 'w1', ascent_date: '2026-11-29', ascent_type: 'flash', attempts: 1 },
});

describe('queued holds', () => {
  it('a hold saved on the phone is recorded under its key and found again by it', () => {
    expect(keyOfQueuedHold(queuedHoldId('abc'))).toBe('abc');
  });

  it('a hold the server has is not taken for a queued one', () => {
    expect(keyOfQueuedHold('3f1c2a9e-0000-4000-8000-000000000000')).toBeNull();
  });

  it("an Accept all's hold saved on the phone is recorded under its key and its place in the outlines", () => {
    expect(queuedHoldOf(queuedHoldId('a:b', 2))).toEqual({ key: 'a:b', index: 2 });
    expect(keyOfQueuedHold(queuedHoldId('a:b', 0))).toBe('a:b');
    expect(queuedHoldOf(queuedHoldId('abc'))).toEqual({ key: 'abc' });
  });

  it("lists the wall's hold writes of every photo (saves, Accept alls, deletes), refused ones too, and no ticks", () => {
    const writes = [
      tick(1),
      write(2, 'r1'),
      write(3, 'r0', 'failed'),
      acceptAll(4, 'r1'),
      removal(5, 'r1', 'h1'),
    ];
    expect(queuedHoldsOf(writes, 'w1').map((w) => w.seq)).toEqual([2, 3, 4, 5]);
    expect(queuedHoldsOf(writes, 'w2')).toEqual([]);
  });

  it("draws only this photo's outlines still waiting, not refused ones", () => {
    const writes = [write(2, 'r1'), write(3, 'r1', 'failed'), write(4, 'r0')];
    expect(waitingOutlines(writes, 'r1')).toEqual([square]);
  });

  it("draws an Accept all's outlines waiting on the phone, each of them", () => {
    expect(waitingOutlines([acceptAll(2, 'r1'), removal(3, 'r1', 'h1')], 'r1')).toEqual([square, other]);
    expect(waitingOutlines([acceptAll(2, 'r0')], 'r1')).toEqual([]);
  });

  it("takes off this photo's holds whose delete waits on the phone, not those of a refused one", () => {
    const writes = [
      removal(2, 'r1', 'h1'),
      removal(3, 'r1', 'h2', 'failed'),
      removal(4, 'r0', 'h3'),
      write(5, 'r1'),
    ];
    expect(waitingDeletes(writes, 'r1')).toEqual(new Set(['h1']));
  });
});
