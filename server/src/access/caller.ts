import type { AppContext } from '../context.ts';
import { SESSION_EXPIRED } from '@spraybook/contract';
import { sql, type SQL } from 'drizzle-orm';
import { Unauthorized } from '../http/errors.ts';
import { issuedBeforeRevocation } from '../auth/revocation.ts';
import { findUserBySubject, subjectRevoked } from './access.queries.ts';

/**
 * Who the verified bearer token says the caller is; `subject` is `issuer|sub`, stable per identity. It
 * lives beside the `Caller` it becomes, so http/identity.ts imports this file and never the other way.
 */
export interface AuthIdentity {
  subject: string;
  claims: Record<string, unknown>;
}

/** Who is calling, as the rules see it. */
export type Caller =
  | { state: 'visitor' }
  | { state: 'unregistered' }
  | { state: 'deleted'; userId: string }
  | { state: 'registered'; userId: string };

/** Identity (the verified token, or none) → user row → caller state. */
export async function resolveCaller(ctx: AppContext, identity: AuthIdentity | null): Promise<Caller> {
  if (!identity) return { state: 'visitor' };
  const user = await findUserBySubject(ctx.db, identity.subject);
  if (!user) {
    // A deleted account's tokens die at once (401), not at their expiry; a sign-in after the
    // deletion gets a newer token and may sign up again.
    const iat = identity.claims.iat;
    if (await subjectRevoked(ctx.db, identity.subject, typeof iat === 'number' ? iat : 0))
      throw new Unauthorized(SESSION_EXPIRED);
    return { state: 'unregistered' };
  }
  // Tokens issued before a password reset, 'Sign out of all devices' or an undone e-mail change are
  // refused here, where the row is read anyway: no query of its own.
  if (issuedBeforeRevocation(identity.claims, user.tokensValidAfter)) throw new Unauthorized(SESSION_EXPIRED);
  return { state: user.deleted ? 'deleted' : 'registered', userId: user.id };
}

/** The user id reads are made as: callers without a usable account read like visitors. */
export const readerId = (caller: Caller) => (caller.state === 'registered' ? caller.userId : null);

/**
 * Who reads, as SQL the visibility rules compare with: the reader's id (a parameter), or a column naming
 * each row's own reader (the push worker checks a whole batch, each notification for its recipient, in
 * one query); null reads like a visitor.
 */
export type ReaderSql = SQL | null;

/** The caller as the rules' reader: `readerId`'s id as a parameter. */
export function readerSql(caller: Caller): ReaderSql {
  const userId = readerId(caller);
  return userId ? sql`${userId}` : null;
}
