import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbingSessionMembers as members } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { climbingSessionInvitations as invitations } from './schema.ts';

/** How many of `ids` are accounts that exist and are not deleted. */
export async function countInvitableUsers(db: Tx, ids: string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.deleted, false), inArray(users.id, ids)));
  return row?.n ?? 0;
}

/**
 * Invites `ids` to the session `sessionId`: one row each, none for a member present or one invited already (so
 * nobody is told twice). The rows' trigger writes each invitee's notification (0033_session_invitations.sql). A
 * session that ended since the caller's check may get one: it shows to nobody who may not read the session.
 */
export async function insertInvitations(tx: Tx, sessionId: string, invitedBy: string, ids: string[]) {
  await tx.execute(sql`
    insert into ${invitations} (session_id, user_id, invited_by)
    select ${sessionId}::uuid, u.id, ${invitedBy}::uuid from ${users} u
    where ${inArray(sql`u.id`, ids)} and not exists (select 1 from ${members} m
      where m.session_id = ${sessionId} and m.user_id = u.id and m.present)
    on conflict do nothing
  `);
}

/** The session's invitations whose invitee is not in it now, newest first, with their names. */
export async function pendingInvitations(db: Tx, sessionId: string) {
  return db
    .select({
      userId: invitations.userId,
      displayName: users.displayName,
      deleted: users.deleted,
      invitedBy: invitations.invitedBy,
      created: invitations.created,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .leftJoin(
      members,
      and(eq(members.sessionId, invitations.sessionId), eq(members.userId, invitations.userId)),
    )
    .where(
      and(
        eq(invitations.sessionId, sessionId),
        eq(users.deleted, false),
        sql`coalesce(${members.present}, false) = false`,
      ),
    )
    .orderBy(desc(invitations.created), invitations.userId);
}
