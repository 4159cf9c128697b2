import type { Tx } from './client.ts';
import { isOpenTransaction } from './transaction.ts';

type Queries<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs independent queries: at once on the pool (each on its own connection), one after the other in a
 * transaction, whose statements all go to one client: node-postgres would queue a second one sent while the
 * first runs, with its warning "client.query() when the client is already executing a query" (an error from
 * pg 9). Every `Promise.all` of queries on a `db` that may be a transaction goes through here.
 */
export async function queriesOn<T extends readonly unknown[]>(db: Tx, queries: Queries<T>): Promise<T> {
  if (!isOpenTransaction(db)) return (await Promise.all(queries.map((q) => q()))) as unknown as T;
  const results: unknown[] = [];
  for (const q of queries) results.push(await q());
  return results as unknown as T;
}
