import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}
const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];

/**
 * The plan's node types when PostgreSQL may neither scan the whole table nor sort it whole, so the
 * only plan without a 'Sort' node is one that reads the rows in order from an index. On a test
 * database's few rows the planner would otherwise rightly prefer a scan and a sort.
 */
export async function planNodeTypes(db: Tx, query: SQLWrapper): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
    };
    return nodeTypes(result.rows[0]!['QUERY PLAN'][0].Plan);
  });
}
