import { and, isNull, or, type SQL } from 'drizzle-orm';
import { notifications } from '../db/schema.ts';
import { ascentsListedTo } from './ascent-visibility.ts';
import type { Caller } from './caller.ts';
import { climbsListedTo } from './climb-visibility.ts';
import { wallsReadableTo } from './wall-visibility.ts';

/**
 * The notifications a reader may see now, as SQL over notifications left-joined with their wall,
 * climb and tick: each subject it names must pass its read rule today (`wall.read`, `climb.read`,
 * `ascent.read`), whatever was true when it was written. So a member removed from a private wall, or a
 * wall made private, hides its notifications from those it no longer admits; a draft's reach nobody but
 * its setter; a tick made private leaves its setter's notifications. Comments need no rule of their own:
 * `comment.read` is its wall's and climb's. agreement.test.ts checks it against the rules.
 */
export function notificationsShownTo(caller: Caller): SQL {
  return and(
    or(isNull(notifications.wallId), wallsReadableTo(caller)),
    or(isNull(notifications.climbId), climbsListedTo(caller)),
    or(isNull(notifications.ascentId), ascentsListedTo(caller)),
  )!;
}
