import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: the app applies migrations itself at start (see src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
