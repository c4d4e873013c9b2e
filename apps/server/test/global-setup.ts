import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openEmbeddedDatabase } from '../src/db/open-embedded.ts';

declare module 'vitest' {
  // What test files may `inject()`.
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges into an interface.
  export interface ProvidedContext {
    pgliteTemplatePath: string | null;
  }
}

/**
 * Runs once per test run: initdb + migrations into an in-memory PGlite, dumped to a temp file that every
 * test file loads (~0.5 s instead of ~3 s of initdb). Skipped when the suite targets TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplatePath', null);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'carnet-template-'));
  const client = await PGlite.create();
  const database = await openEmbeddedDatabase({ client }, { migrate: true });
  const dump = await client.dumpDataDir('none');
  const path = join(dir, 'migrated.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
