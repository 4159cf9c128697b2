import { ACCOUNT_DELETED, NOT_ALLOWED, REGISTER_FIRST, NOT_FOUND } from '@spraybook/contract';
import type { AppContext } from '../context.ts';
import { Forbidden, NotFound, Unauthorized } from '../http/errors.ts';
import { appRules, appSignInDetails } from './app-access.ts';
import { ascentAccess } from './ascent-access.ts';
import { betaVideoAccess } from './beta-video-access.ts';
import { climbAccess } from './climb-access.ts';
import type { Caller } from './caller.ts';
import { climbListAccess } from './climb-list-access.ts';
import { commentAccess } from './comment-access.ts';
import type { Decision } from './decision.ts';
import { replyAccess } from './reply-access.ts';
import type { ResourceKind } from './resource-kind.ts';
import { userAccess } from './user-access.ts';
import { voteAccess } from './vote-access.ts';
import { wallAccess } from './wall-access.ts';

/**
 * Every permission of the app, decided here (spec section 6). Services call `requireAccess` before
 * touching a resource; the flags the web shows (`is_editable`) and the SQL that filters lists come from
 * the same rules. A new kind of resource is one `defineKind` file and one line in `registry`.
 */
const registry = {
  wall: wallAccess,
  user: userAccess,
  climb: climbAccess,
  ascent: ascentAccess,
  vote: voteAccess,
  beta_video: betaVideoAccess,
  comment: commentAccess,
  reply: replyAccess,
  climb_list: climbListAccess,
};

type Kinds = typeof registry;
export type Kind = keyof Kinds;
type Verb<K extends Kind> = Parameters<Kinds[K]['decide']>[0];
type Who<K extends Kind> = Parameters<Kinds[K]['decide']>[1];
type Facts<K extends Kind> = Parameters<Kinds[K]['decide']>[2];
// Mapped over the kind, so `kinds[kind]` keeps its verb, role and facts types together.
const kinds: { [K in Kind]: ResourceKind<Verb<K>, Who<K>, Facts<K>> } = registry;

export type ResourceAction = { [K in Kind]: `${K}.${Verb<K>}` }[Kind];
export type AppAction = `app.${keyof typeof appRules}`;
export type Action = ResourceAction | AppAction;

function parse<K extends Kind>(action: `${K}.${Verb<K>}`) {
  const dot = action.indexOf('.');
  return { kind: action.slice(0, dot) as K, verb: action.slice(dot + 1) as Verb<K> };
}

/** The pure rule: may `who` (a role on the resource, or the state of a caller without one) do `action`? */
export function decide<K extends Kind>(action: `${K}.${Verb<K>}`, who: Who<K>, facts: Facts<K>): Decision {
  const { kind, verb } = parse(action);
  return kinds[kind].decide(verb, who, facts);
}

const appVerb = (action: AppAction) => action.slice('app.'.length) as keyof typeof appRules;

export function decideApp(action: AppAction, who: Caller['state']): Decision {
  return appRules[appVerb(action)](who);
}

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

/** Throws 401/403/404 unless the caller may do `action` on the resource `id`. */
export async function requireAccess<K extends Kind>(
  ctx: AppContext,
  caller: Caller,
  action: `${K}.${Verb<K>}`,
  id: string,
) {
  const { kind, verb } = parse(action);
  const rules = kinds[kind];
  const decision = await rules.check(ctx.db, caller, verb, id);
  enforce(decision, { notFound: rules.notFound, refused: rules.forbidden(verb) });
}

/** Throws unless the caller may do an app-wide action; returns the user id for actions only users may do. */
export function requireAppAccess(caller: Caller, action: 'app.add_wall' | 'app.list_favorites'): string;
export function requireAppAccess(caller: Caller, action: AppAction): void;
export function requireAppAccess(caller: Caller, action: AppAction): string | void {
  enforce(decideApp(action, caller.state), { signIn: appSignInDetails[appVerb(action)] });
  if (caller.state === 'registered') return caller.userId;
}
