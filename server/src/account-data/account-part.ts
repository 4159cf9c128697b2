import type { UserExport } from '@spraybook/contract';
import type { Caller } from '../access/caller.ts';
import type { Tx } from '../db/client.ts';
import type { ShownNames } from './shown-names.ts';

/** The sections of a person's data export that features write from their tables (users writes the profile). */
export type ExportSections = Omit<UserExport, 'exported' | 'profile'>;

/** The person whose data is exported, as each feature's part reads it. */
export interface ExportedPerson {
  db: Tx;
  caller: Caller;
  userId: string;
  names: ShownNames;
  /** A grade rank as a grade of the system the export uses (null: no grade). */
  gradeOf: (rank: number | null) => string | null;
}

/**
 * A feature's part of a person's account (docs/decisions/0227-tables-with-owners.md): the export sections it
 * writes from its own tables, and the rows it deletes with the account beyond foreign-key cascades (the user's
 * row is kept anonymised, so nothing cascades from it). app.ts hands the features' parts to users, which runs
 * them in the order given: it imports none of them, so no feature's import of users closes a cycle.
 */
export interface AccountPart {
  exportSections?: (person: ExportedPerson) => Promise<Partial<ExportSections>>;
  /** Runs in the deletion's transaction, one statement at a time (db/queries-on.ts). */
  deletePersonalRows?: (tx: Tx, userId: string) => Promise<void>;
}
