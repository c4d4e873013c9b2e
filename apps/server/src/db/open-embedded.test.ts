import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDataDir } from '../../test/process.ts';
import { openEmbeddedDatabase } from './open-embedded.ts';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

async function settingsOfServerStart(names: string[]): Promise<Record<string, string>> {
  const dataDir = await prepareDataDir();
  dataDirs.push(dataDir);
  const database = await openEmbeddedDatabase({ dataDir }, { migrate: false });
  try {
    const settings: Record<string, string> = {};
    for (const name of names) {
      const result: unknown = await database.db.execute(sql`select current_setting(${name}) as value`);
      const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
      const [row] = Array.isArray(rows) ? rows : [];
      settings[name] = typeof row === 'object' && row !== null && 'value' in row ? String(row.value) : '?';
    }
    return settings;
  } finally {
    await database.close();
  }
}

// The PostgreSQL run of the suite has no embedded template to copy.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the embedded database as the server opens it under DATA_DIR',
  () => {
    it('commits synchronously and keeps 32 MB of shared buffers, not 128 MB zeroed at every start (docs/budgets.md)', async () => {
      expect(await settingsOfServerStart(['synchronous_commit', 'shared_buffers'])).toEqual({
        synchronous_commit: 'on',
        shared_buffers: '32MB',
      });
    });
  },
);
