import type { AppContext } from '../context.ts';
import type { AuthIdentity } from '../http/identity.ts';
import { SESSION_EXPIRED } from '@spraybook/contract';
import { Unauthorized } from '../http/errors.ts';
import { findUserBySubject, subjectRevoked } from './access.queries.ts';

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
  return { state: user.deleted ? 'deleted' : 'registered', userId: user.id };
}

/** The user id reads are made as: callers without a usable account read like visitors. */
export const readerId = (caller: Caller) => (caller.state === 'registered' ? caller.userId : null);
