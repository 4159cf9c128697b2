import type { HoldBody } from '@spraybook/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { NewWrite, QueuedWrite } from './queued-write';
import { sendOrQueue, sendQueuedWrite } from './send-write';
import { writeLabel } from './write-label';

const accountId = 'sub';
/** What the queue keeps of any write besides its request. */
const stored = {
  seq: 1,
  accountId,
  key: 'k1',
  created: '2026-11-29T10:00:00.000Z',
  state: 'pending',
  tried: false,
} as const;
const tick = { climb_id: 'c1', ascent_date: '2026-11-29', ascent_type: 'flash', attempts: 1 } as const;

// Most of what is checked here is checked by the type checker (`npm run typecheck`): each `@ts-expect-error`
// fails the check once the line under it is no longer an error, that is once the union lets a wrong write in.
describe('a queued write is typed by its route', () => {
  it("takes the contract's body and parameters for its route, and only a route the queue keeps", () => {
    const right: NewWrite[] = [
      { accountId, route: 'createAscent', body: tick },
      { accountId, route: 'addHold', params: { id: 'w1', revId: 'r1' }, body: { bounding_polygon: [] } },
      { accountId, route: 'removeTodoClimb', params: { userId: 'u1', climbId: 'c1' } },
    ];
    const wrong: NewWrite[] = [
      // @ts-expect-error a vote's body on the tick's route
      { accountId, route: 'createAscent', body: { value: 3, public: true } },
      // @ts-expect-error a hold save without the photo it is traced on
      { accountId, route: 'addHold', params: { id: 'w1' }, body: { bounding_polygon: [] } },
      // @ts-expect-error a broken vote says yes or no, not a number
      { accountId, route: 'createBrokenVote', params: { id: 'c1' }, body: { value: 1 } },
      // @ts-expect-error a route the queue does not keep (it has no entry in WRITE_REFRESHES)
      { accountId, route: 'deleteWall', params: { id: 'w1' } },
      // @ts-expect-error what a write refreshes follows from its route: it names no `change` of its own
      { accountId, route: 'deleteAscent', params: { id: 'a1' }, change: 'tickRemoved' },
    ];
    expect(right.map(writeLabel)).toEqual(['Tick', 'New hold', 'Taken off to-do']);
    expect(wrong).toHaveLength(5);
  });

  it("narrows by route to that route's body, and a replay answers as the route does", () => {
    const kept: QueuedWrite[] = [
      {
        ...stored,
        route: 'addHold',
        params: { id: 'w1', revId: 'r1' },
        body: { bounding_polygon: [{ x: 0.1, y: 0.2 }] },
      },
    ];
    const [write] = kept;
    if (write?.route === 'addHold') expectTypeOf(write.body).toEqualTypeOf<HoldBody>();
    expect(write?.route === 'addHold' && write.body.bounding_polygon).toEqual([{ x: 0.1, y: 0.2 }]);
    expectTypeOf(sendQueuedWrite<'addHold'>).returns.resolves.toHaveProperty('hold_id');
    expectTypeOf(sendOrQueue<'addHold'>)
      .returns.resolves.extract<{ queued: false }>()
      .toHaveProperty('answer');
  });
});
