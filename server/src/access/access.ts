import { ACCOUNT_DELETED, NOT_ALLOWED, REGISTER_FIRST, NOT_FOUND } from '@spraybook/contract';
import type { AppContext } from '../context.ts';
import { Forbidden, NotFound, Unauthorized } from '../http/errors.ts';
import type { AppPermission } from './app-access.ts';
import type { Caller } from './caller.ts';
import type { Decision } from './decision.ts';
import type { Permission } from './resource-kind.ts';

/**
 * Every permission of the app, decided in this folder (spec section 6). Services call `requireAccess`
 * with a kind's verb (`wallAccess.update`, `climbAccess.read`) before touching a resource; the flags the
 * web shows (`is_editable`) and the SQL that filters lists come from the same rules. A new kind of
 * resource is one `defineKind` file.
 */

/** Turns a refusal into its HTTP error: 401 sign in, 403 with a detail, or 404. */
function enforce(decision: Decision, texts: { notFound?: string; refused?: string; signIn?: string }) {
  switch (decision) {
    case 'allow':
      return;
    case 'not_found':
      throw new NotFound(texts.notFound ?? NOT_FOUND);
    case 'sign_in':
      throw new Unauthorized(texts.signIn);
    case 'register_first':
      throw new Forbidden(REGISTER_FIRST);
    case 'account_deleted':
      throw new Forbidden(ACCOUNT_DELETED);
    case 'forbidden':
      throw new Forbidden(texts.refused ?? NOT_ALLOWED);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kind's permission
type AnyPermission = Permission<any, any, any, boolean>;

/**
 * What a passed check hands the service: the lookup's role, facts and rows, so the service never reads
 * them again, and the caller's user id (always there after a write's check: only registered users pass).
 */
export type Granted<P extends AnyPermission> =
  P extends Permission<string, unknown, infer Found, infer Write>
    ? Found & { userId: Write extends true ? string : string | null }
    : never;

/** Throws 401/403/404 unless the caller may do `permission` on the resource `id`; else what the check found. */
export async function requireAccess<P extends AnyPermission>(
  ctx: AppContext,
  caller: Caller,
  permission: P,
  id: string,
): Promise<Granted<P>> {
  const { decision, found } = await permission.examine(ctx.db, caller, id);
  const refused = decision === 'forbidden' && found ? permission.refused(found.facts) : undefined;
  enforce(decision, { notFound: permission.notFound, refused });
  const userId = caller.state === 'registered' ? caller.userId : null;
  return { ...(found as object), userId } as Granted<P>;
}

/**
 * Throws unless the caller may also do `permission` on a resource an earlier `requireAccess` already
 * checked, judged on what that check found: no second lookup.
 */
export function requireAlso<P extends AnyPermission>(
  caller: Caller,
  permission: P,
  found: { role: Parameters<P['decide']>[0]; facts: Parameters<P['decide']>[1] },
) {
  const who = caller.state === 'registered' ? found.role : caller.state;
  enforce(permission.decide(who, found.facts), {
    notFound: permission.notFound,
    refused: permission.refused(found.facts),
  });
}

/** Throws unless the caller may do an app-wide action; returns the user id for actions only users may do. */
export function requireAppAccess(caller: Caller, permission: AppPermission<true>): string;
export function requireAppAccess(caller: Caller, permission: AppPermission<boolean>): void;
export function requireAppAccess(caller: Caller, permission: AppPermission<boolean>): string | void {
  enforce(permission.decide(caller.state), { signIn: permission.signIn });
  if (caller.state === 'registered') return caller.userId;
}
