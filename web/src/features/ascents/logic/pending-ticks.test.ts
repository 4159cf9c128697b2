import { describe, expect, it } from 'vitest';
import type { Ascent } from '@spraybook/contract';
import type { QueuedWrite, WriteRequest } from '../../../shared/offline/public';
import { pendingTickOf, waitingSeqOf, withPendingTicks } from './pending-ticks';

const serverTick = (id: string, climb = 'c1'): Ascent => ({
  id,
  climb_id: climb,
  climb_name: 'Crimpy',
  climb_average_grade: null,
  climb_grade_at_angle: null,
  wall_id: 'w',
  wall_name: 'Wall',
  wall_adjustable_angle: false,
  user_id: 'me',
  ascent_date: '2026-11-20',
  ascent_type: 'redpoint',
  attempts: 3,
  description: null,
  public: true,
  angle: 40,
  created: '2026-11-20T10:00:00Z',
  is_editable: true,
});

let seq = 0;
const write = (request: WriteRequest, kept: Pick<QueuedWrite, 'state' | 'about'> = { state: 'pending' }) =>
  ({
    seq: ++seq,
    accountId: 'acc',
    key: `k${seq}`,
    created: '2026-11-25T10:00:00Z',
    tried: false,
    ...kept,
    ...request,
  }) satisfies QueuedWrite;

const tickBody = (climb: string) =>
  ({ climb_id: climb, ascent_date: '2026-11-25', ascent_type: 'flash', attempts: 1, public: true }) as const;

const newTick = (climb: string, state: QueuedWrite['state'] = 'pending') =>
  write(
    { route: 'createAscent', body: tickBody(climb) },
    { state, about: { climbId: climb, userId: 'me', wallId: 'w', climbName: 'Crimpy' } },
  );

describe('withPendingTicks', () => {
  it("shows a waiting new tick first in its climb's and its climber's lists, and counts it", () => {
    const waiting = newTick('c1');
    const { ascents, totalChange } = withPendingTicks([serverTick('s1')], [waiting, newTick('c2')], {
      climb_id: 'c1',
      user_id: 'me',
    });
    expect(ascents.map((a) => [a.id, a.waiting ?? false])).toEqual([
      [`pending-${waiting.seq}`, true],
      ['s1', false],
    ]);
    expect(totalChange).toBe(1);
  });

  it('applies a waiting change and removal to the server ticks, and ignores refused writes', () => {
    const change = write({
      route: 'updateAscent',
      params: { id: 's1' },
      body: { ...tickBody('c1'), ascent_type: 'redpoint', attempts: 9 },
    });
    const removal = write({ route: 'deleteAscent', params: { id: 's2' } });
    const { ascents, totalChange } = withPendingTicks(
      [serverTick('s1'), serverTick('s2')],
      [change, removal, newTick('c1', 'failed')],
      { climb_id: 'c1' },
    );
    expect(ascents).toMatchObject([{ id: 's1', attempts: 9, waiting: true }]);
    expect(totalChange).toBe(-1);
  });

  it('leaves waiting ticks out of lists filtered in ways it cannot check (a wall, dates)', () => {
    expect(withPendingTicks([], [newTick('c1')], { wall_id: 'w' }).ascents).toEqual([]);
  });
});

describe('pendingTickOf', () => {
  it("finds a waiting tick by the id it goes by, and not the server's ticks", () => {
    const waiting = newTick('c1');
    expect(pendingTickOf([waiting], `pending-${waiting.seq}`)).toMatchObject({
      climb_id: 'c1',
      waiting: true,
    });
    expect(waitingSeqOf(`pending-${waiting.seq}`)).toBe(waiting.seq);
    expect(pendingTickOf([waiting], 's1')).toBeUndefined();
    expect(waitingSeqOf('s1')).toBeUndefined();
  });
});
