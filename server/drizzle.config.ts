import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: the app applies migrations itself at start (see src/db/migrate.ts).
// Tables live with their owners (docs/decisions/0227-tables-with-owners.md): core's in src/db/schema/, a feature's in
// its own schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/*.ts', './src/features/*/schema.ts'],
  out: './src/db/migrations',
});
