import { describe, expect, it } from 'vitest';
import type { QueuedWrite } from '../../../shared/offline/public';
import { keyOfQueuedHold, queuedHoldId, queuedHoldsOf, waitingOutlines } from './queued-holds';

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

  it("lists the wall's hold saves of every photo, refused ones too, and no ticks", () => {
    const writes = [tick(1), write(2, 'r1'), write(3, 'r0', 'failed')];
    expect(queuedHoldsOf(writes, 'w1').map((w) => w.seq)).toEqual([2, 3]);
    expect(queuedHoldsOf(writes, 'w2')).toEqual([]);
  });

  it("draws only this photo's outlines still waiting, not refused ones", () => {
    const writes = [write(2, 'r1'), write(3, 'r1', 'failed'), write(4, 'r0')];
    expect(waitingOutlines(writes, 'r1')).toEqual([square]);
  });
});
