import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate` (through `flock /tmp/carnet-migrate.lock` when
// several people generate at once). Migrations are committed and applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/drizzle',
  casing: 'snake_case',
});
