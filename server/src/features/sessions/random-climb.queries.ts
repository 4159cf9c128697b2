import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { climbingSessionMembers as members, climbingSessions as sessions } from '../../db/schema/sessions.ts';
import { climbingSessionQueue as queue } from './schema.ts';

/**
 * One climb of the session's wall picked at random among those `listed` (the caller's visibility and the
 * list's filters, as SQL), neither queued nor the current one; with `notTickedByPresent`, none that a member
 * present now has ticked.
 */
export async function randomClimb(
  tx: Tx,
  session: { id: string; wallId: string },
  listed: SQL | undefined,
  notTickedByPresent: boolean,
) {
  const [row] = await tx
    .select({ id: climbs.id })
    .from(climbs)
    .where(
      and(
        eq(climbs.wallId, session.wallId),
        listed,
        sql`not exists (select 1 from ${queue} where ${queue.sessionId} = ${session.id} and ${queue.climbId} = ${climbs.id})`,
        sql`${climbs.id} is distinct from (select ${sessions.currentClimbId} from ${sessions} where ${sessions.id} = ${session.id})`,
        notTickedByPresent
          ? sql`not exists (select 1 from ${ascents} join ${members} on ${members.userId} = ${ascents.userId}
              where ${ascents.climbId} = ${climbs.id} and ${members.sessionId} = ${session.id} and ${members.present})`
          : undefined,
      ),
    )
    .orderBy(sql`random()`)
    .limit(1);
  return row?.id;
}
