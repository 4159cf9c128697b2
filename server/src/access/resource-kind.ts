import type { Tx } from '../db/client.ts';
import { readerId, type Caller } from './caller.ts';
import { isAnonymous, writeGate, type Anonymous, type Decision } from './decision.ts';

/** What a kind's lookup found: the caller's role, the facts the rules read, and whatever else it read that services use. */
export interface Lookup<Role extends string, Facts> {
  role: Role | 'visitor';
  facts: Facts;
}

/** The rules of one kind of resource (walls, users; later climbs, ticks, lists…). */
export interface KindRules<
  Role extends string,
  Facts,
  Reads extends string,
  Writes extends string,
  Found extends Lookup<Role, Facts>,
> {
  /** The 404 detail when the resource does not exist or is hidden from the caller. */
  notFound: string;
  /**
   * The 403 detail of each write, for roles that see the resource but may not do it; a function when
   * the reason depends on the resource (an orphaned wall refuses every edit for the same reason).
   */
  forbidden: Partial<Record<Writes, string | ((facts: Facts) => string)>>;
  /** The caller's role on one resource (`visitor` without a user) and the facts the rules read; null if missing. */
  lookup(db: Tx, userId: string | null, id: string): Promise<Found | null>;
  /** Reads: callers without a usable account read as visitors. */
  reads: Record<Reads, (role: Role | 'visitor', facts: Facts) => Decision>;
  /** Writes: only registered users get here; everyone else gets `writeGate`'s answer. */
  writes: Record<Writes, (role: Role, facts: Facts) => Decision>;
}

/** A kind as the access module uses it: the pure decision, and the check that loads what the decision reads. */
export interface ResourceKind<Verb extends string, Who extends string, Facts, Found = unknown> {
  notFound: string;
  /** The 403 detail of `verb` on a resource with these facts. */
  forbidden(verb: Verb, facts: Facts): string | undefined;
  decide(verb: Verb, who: Who, facts: Facts): Decision;
  check(db: Tx, caller: Caller, verb: Verb, id: string): Promise<Decision>;
  /** `check`, with what the lookup found (null when there was nothing to find, or a write was refused before looking). */
  examine(
    db: Tx,
    caller: Caller,
    verb: Verb,
    id: string,
  ): Promise<{ decision: Decision; found: Found | null }>;
}

/**
 * One verb of one kind as a value (`wallAccess.update`): what services hand `requireAccess`, so a
 * reader follows a permission straight into its rule. `Write` says whether only registered users pass.
 */
export interface Permission<Who extends string, Facts, Found, Write extends boolean> {
  readonly write: Write;
  readonly notFound: string;
  /** The 403 detail when the rule refuses on a resource with these facts. */
  refused(facts: Facts): string | undefined;
  /** The pure rule for this verb. */
  decide(who: Who, facts: Facts): Decision;
  examine(db: Tx, caller: Caller, id: string): Promise<{ decision: Decision; found: Found | null }>;
}

type Permissions<Reads extends string, Writes extends string, Who extends string, Facts, Found> = {
  readonly [V in Reads]: Permission<Who, Facts, Found, false>;
} & { readonly [V in Writes]: Permission<Who, Facts, Found, true> };

/** Builds a kind from its rule tables: `defineKind<WallRole, WallFacts>()({ … })`; each verb is also a `Permission`. */
export function defineKind<Role extends string, Facts>() {
  return <Reads extends string, Writes extends string, Found extends Lookup<Role, Facts>>(
    rules: KindRules<Role, Facts, Reads, Writes, Found>,
  ): ResourceKind<Reads | Writes, Role | Anonymous, Facts, Found> &
    Permissions<Reads, Writes, Role | Anonymous, Facts, Found> => {
    const isWrite = (verb: Reads | Writes): verb is Writes => Object.hasOwn(rules.writes, verb);
    const isRead = (verb: Reads | Writes): verb is Reads => Object.hasOwn(rules.reads, verb);

    const decide = (verb: Reads | Writes, who: Role | Anonymous, facts: Facts): Decision => {
      if (isWrite(verb)) return isAnonymous(who) ? writeGate(who) : rules.writes[verb](who, facts);
      if (isRead(verb)) return rules.reads[verb](isAnonymous(who) ? 'visitor' : who, facts);
      return 'forbidden';
    };

    const examine = async (db: Tx, caller: Caller, verb: Reads | Writes, id: string) => {
      // Answered before the lookup, so the answer cannot tell whether the resource exists.
      if (isWrite(verb) && caller.state !== 'registered')
        return { decision: writeGate(caller.state), found: null };
      const found = await rules.lookup(db, readerId(caller), id);
      if (!found) return { decision: 'not_found' as const, found: null };
      const who = caller.state === 'registered' ? found.role : caller.state;
      return { decision: decide(verb, who as Role | Anonymous, found.facts), found };
    };
    const check = async (db: Tx, caller: Caller, verb: Reads | Writes, id: string) =>
      (await examine(db, caller, verb, id)).decision;

    const forbidden = (verb: Reads | Writes, facts: Facts): string | undefined => {
      const detail: string | ((facts: Facts) => string) | undefined = isWrite(verb)
        ? rules.forbidden[verb]
        : undefined;
      return typeof detail === 'function' ? detail(facts) : detail;
    };
    const verbs = [...Object.keys(rules.reads), ...Object.keys(rules.writes)] as (Reads | Writes)[];
    const permissions = Object.fromEntries(
      verbs.map((verb) => [
        verb,
        {
          write: isWrite(verb),
          notFound: rules.notFound,
          refused: (facts: Facts) => forbidden(verb, facts),
          decide: (who: Role | Anonymous, facts: Facts) => decide(verb, who, facts),
          examine: (db: Tx, caller: Caller, id: string) => examine(db, caller, verb, id),
        },
      ]),
    ) as Permissions<Reads, Writes, Role | Anonymous, Facts, Found>;
    return { ...permissions, notFound: rules.notFound, forbidden, decide, check, examine };
  };
}
