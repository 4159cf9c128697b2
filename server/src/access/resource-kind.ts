import type { Tx } from '../db/client.ts';
import { readerId, type Caller } from './caller.ts';
import { isAnonymous, writeGate, type Anonymous, type Decision } from './decision.ts';

/** The rules of one kind of resource (walls, users; later climbs, ticks, lists…). */
export interface KindRules<Role extends string, Facts, Reads extends string, Writes extends string> {
  /** The 404 detail when the resource does not exist or is hidden from the caller. */
  notFound: string;
  /** The 403 detail of each write, for roles that see the resource but may not do it. */
  forbidden: Partial<Record<Writes, string>>;
  /** The caller's role on one resource (`visitor` without a user) and the facts the rules read; null if missing. */
  lookup(db: Tx, userId: string | null, id: string): Promise<{ role: Role | 'visitor'; facts: Facts } | null>;
  /** Reads: callers without a usable account read as visitors. */
  reads: Record<Reads, (role: Role | 'visitor', facts: Facts) => Decision>;
  /** Writes: only registered users get here; everyone else gets `writeGate`'s answer. */
  writes: Record<Writes, (role: Role, facts: Facts) => Decision>;
}

/** A kind as the registry uses it: the pure decision, and the check that loads what the decision reads. */
export interface ResourceKind<Verb extends string, Who extends string, Facts> {
  notFound: string;
  /** The 403 detail of `verb`. */
  forbidden(verb: Verb): string | undefined;
  decide(verb: Verb, who: Who, facts: Facts): Decision;
  check(db: Tx, caller: Caller, verb: Verb, id: string): Promise<Decision>;
}

/** Builds a kind from its rule tables: `defineKind<WallRole, WallFacts>()({ … })`. */
export function defineKind<Role extends string, Facts>() {
  return <Reads extends string, Writes extends string>(
    rules: KindRules<Role, Facts, Reads, Writes>,
  ): ResourceKind<Reads | Writes, Role | Anonymous, Facts> => {
    const isWrite = (verb: Reads | Writes): verb is Writes => Object.hasOwn(rules.writes, verb);
    const isRead = (verb: Reads | Writes): verb is Reads => Object.hasOwn(rules.reads, verb);

    const decide = (verb: Reads | Writes, who: Role | Anonymous, facts: Facts): Decision => {
      if (isWrite(verb)) return isAnonymous(who) ? writeGate(who) : rules.writes[verb](who, facts);
      if (isRead(verb)) return rules.reads[verb](isAnonymous(who) ? 'visitor' : who, facts);
      return 'forbidden';
    };

    const check = async (db: Tx, caller: Caller, verb: Reads | Writes, id: string): Promise<Decision> => {
      // Answered before the lookup, so the answer cannot tell whether the resource exists.
      if (isWrite(verb) && caller.state !== 'registered') return writeGate(caller.state);
      const found = await rules.lookup(db, readerId(caller), id);
      if (!found) return 'not_found';
      return decide(verb, caller.state === 'registered' ? found.role : caller.state, found.facts);
    };

    const forbidden = (verb: Reads | Writes) => (isWrite(verb) ? rules.forbidden[verb] : undefined);
    return { notFound: rules.notFound, forbidden, decide, check };
  };
}
