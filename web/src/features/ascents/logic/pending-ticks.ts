import { DEFAULT_WALL_ANGLE } from '@spraybook/contract/plain';
import type { Ascent, AscentsFilter } from '@spraybook/contract';
import type { QueuedWrite } from '../../../shared/offline/public';

/** A tick as shown: `waiting` when the server does not have it (or its change) yet. */
export type ShownAscent = Ascent & { waiting?: boolean };

const PENDING = 'pending-';
/** The id a tick still waiting to be created goes by until the server gives it one. */
export const pendingTickId = (write: Pick<QueuedWrite, 'seq'>) => `${PENDING}${write.seq}`;

/** The queue place of a tick still waiting to be created, from its id; undefined for the server's ticks. */
export const waitingSeqOf = (id: string | null) =>
  id?.startsWith(PENDING) ? Number(id.slice(PENDING.length)) : undefined;

/** The waiting tick creation `id` names, if it is one. */
export function pendingTickOf(writes: QueuedWrite[], id: string | null) {
  if (!id?.startsWith(PENDING)) return undefined;
  const write = writes.filter((w) => w.route === 'createAscent').find((w) => pendingTickId(w) === id);
  return write && shownFromWrite(write);
}

function shownFromWrite(write: QueuedWrite<'createAscent'>): ShownAscent {
  const { body } = write;
  return {
    id: pendingTickId(write),
    climb_id: body.climb_id,
    climb_name: write.about?.climbName ?? '',
    climb_average_grade: null,
    climb_grade_at_angle: null,
    wall_id: write.about?.wallId ?? '',
    wall_name: '',
    // The tick sheet sends an angle on an adjustable wall only.
    wall_adjustable_angle: body.angle !== undefined,
    user_id: write.about?.userId ?? '',
    ascent_date: body.ascent_date,
    ascent_type: body.ascent_type,
    attempts: body.attempts ?? 1,
    description: body.description ?? null,
    public: body.public ?? true,
    // Left out (a fixed wall), the server takes the climb's set angle, unknown here and never shown.
    angle: body.angle ?? DEFAULT_WALL_ANGLE,
    created: write.created,
    is_editable: true,
    waiting: true,
  };
}

/** Whether a waiting tick belongs in a list of this filter (a filter this cannot check leaves it out). */
function matches(tick: ShownAscent, filter: AscentsFilter) {
  const { climb_id, user_id, ...other } = filter;
  if (Object.values(other).some((v) => v !== undefined)) return false;
  return (!climb_id || tick.climb_id === climb_id) && (!user_id || tick.user_id === user_id);
}

/**
 * The server's ticks as they will be once the queue is sent: waiting changes and removals applied, waiting new
 * ticks first (newest ascent first, as the server lists them). Refused writes change nothing here: they show with
 * their reason elsewhere.
 */
export function withPendingTicks(ascents: Ascent[], writes: QueuedWrite[], filter: AscentsFilter) {
  const waiting = writes.filter((w) => w.state === 'pending');
  const changes = waiting.filter((w) => w.route === 'updateAscent');
  let shown: ShownAscent[] = ascents.map((a) => {
    const change = changes.findLast((w) => w.params.id === a.id);
    return change ? { ...a, ...change.body, waiting: true } : a;
  });
  const removed = new Set(waiting.filter((w) => w.route === 'deleteAscent').map((w) => w.params.id));
  shown = shown.filter((a) => !removed.has(a.id));
  const added = waiting
    .filter((w) => w.route === 'createAscent')
    .map(shownFromWrite)
    .filter((t) => matches(t, filter))
    .reverse();
  return { ascents: [...added, ...shown], totalChange: added.length - (ascents.length - shown.length) };
}
