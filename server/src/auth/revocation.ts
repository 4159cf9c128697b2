import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { emailChangeLinks, oidcPayloads } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';

/**
 * Ends every session of an identity (docs/decisions/0145-what-revokes-tokens.md): its access tokens issued
 * until now answer 401 (`users.tokens_valid_after`, checked where the caller is resolved), and, for a
 * built-in account, the provider's sessions, grants, codes and refresh tokens go, so no refresh
 * works either, and so does a pending change of its recovery address. An external issuer's own sessions are its business: only the API refuses its tokens.
 */
export async function revokeSessions(tx: Tx, who: { subject: string; accountId: string | null }) {
  // The server's clock, as the tokens' issue times are: not the database's.
  await tx.update(users).set({ tokensValidAfter: new Date() }).where(eq(users.subject, who.subject));
  if (!who.accountId) return;
  await endProviderSessions(tx, who.accountId);
  // A change of the recovery address asked for in a session that is now over waits no longer: a
  // thief's pending address must not outlive the owner's reset or 'Sign out of all devices'.
  await tx
    .delete(emailChangeLinks)
    .where(and(eq(emailChangeLinks.accountId, who.accountId), eq(emailChangeLinks.kind, 'confirm')));
}

/** Deletes the provider's rows of a built-in account: by its id, and by the id of any grant it holds. */
export async function endProviderSessions(tx: Tx, accountId: string) {
  const ofAccount = sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`;
  const grants = tx
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(sql`${oidcPayloads.kind} = 'Grant' and ${ofAccount}`);
  await tx.delete(oidcPayloads).where(or(ofAccount, inArray(oidcPayloads.grantId, grants)));
}

/**
 * The built-in provider's access tokens carry their issue time in milliseconds: `iat` has whole seconds
 * only, and a token of the revocation's own second (a sign-in right after 'Sign out of all devices')
 * must not be taken for one issued before it.
 */
export const ISSUED_AT_MS_CLAIM = 'issued_at_ms';

/**
 * Whether an access token was issued at or before its identity's sessions were revoked. Without the
 * milliseconds claim (an external issuer's token) `iat` counts as the start of its second: a token of
 * the revocation's own second is refused rather than let through.
 */
export function issuedBeforeRevocation(claims: Record<string, unknown>, validAfter: Date | null) {
  if (!validAfter) return false;
  const ms = claims[ISSUED_AT_MS_CLAIM];
  const issuedAt = typeof ms === 'number' ? ms : typeof claims.iat === 'number' ? claims.iat * 1000 : null;
  return issuedAt === null || issuedAt <= validAfter.getTime();
}
