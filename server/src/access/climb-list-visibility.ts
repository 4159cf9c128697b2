import { eq, or, type SQL } from 'drizzle-orm';
import { climbLists } from '../db/schema.ts';
import { readerId, type Caller } from './caller.ts';

/**
 * The lists `climb_list.read` allows on a wall the caller may read, as SQL: public ones and the
 * caller's own. written-visibility.test.ts checks it agrees with the rule.
 */
export function climbListsShownTo(caller: Caller): SQL {
  const userId = readerId(caller);
  return userId
    ? or(eq(climbLists.public, true), eq(climbLists.ownerId, userId))!
    : eq(climbLists.public, true);
}
