import { timestamp } from 'drizzle-orm/pg-core';

// Columns many tables share. Tables live with their owners (docs/decisions/0227-tables-with-owners.md).

export const created = () =>
  timestamp('created', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
