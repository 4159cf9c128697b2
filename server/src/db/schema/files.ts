import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';

// Tables of files/: storage folders waiting to be deleted (0227).

/**
 * Storage folders to delete, written in the same transaction as the rows that stop referring to them,
 * so a crash between the commit and the deletion cannot leave the files behind: whatever remains is
 * deleted at the next start.
 */
export const pendingFileDeletions = pgTable('pending_file_deletions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** A storage folder, ending in `/`. */
  prefix: text('prefix').notNull(),
  created: created(),
});
