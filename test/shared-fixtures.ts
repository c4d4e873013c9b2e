import { existsSync, readFileSync } from 'node:fs';
import { describe } from 'vitest';

/*
 * The real platform export files the import tests read in place: `../shared/fixtures/imports/` beside the
 * repository's root, never copied into it (their licences and sizes stay with them). CI runs the repository
 * beside that folder; a fresh clone has no such neighbour. Without it, the suites that read it are skipped and
 * one line says why; with `CI` set, their absence is a failure, so CI can never pass on skipped imports.
 */
const SHARED_FIXTURES = new URL('../../shared/fixtures/imports/', import.meta.url);

export const hasSharedFixtures = existsSync(SHARED_FIXTURES);
const isCi = Boolean(process.env.CI);

const MISSING = 'Fichiers réels des plateformes absents (../shared/fixtures/imports, à côté du dépôt)';
/** What is missing, how CI provides it, and what the run does about it. */
export const SHARED_FIXTURES_MISSING = isCi
  ? `${MISSING} : la CI place ce dossier à côté du clone ; sans lui, les tests qui les lisent échouent.`
  : `${MISSING} : les tests qui les lisent sont ignorés. La CI place ce dossier à côté du clone ; avec CI=1, son absence est une erreur.`;

/** The bytes of a real platform file, e.g. `tradovate/Performance.csv`; a clear error (not ENOENT) without them. */
export function sharedFixtureBytes(path: string): Buffer {
  if (!hasSharedFixtures) throw new Error(SHARED_FIXTURES_MISSING);
  return readFileSync(new URL(path, SHARED_FIXTURES));
}

/**
 * `describe` for a suite that reads the shared files: skipped when they are absent, run (and failing on the
 * first read) under CI. Its body still runs to collect the tests, so reads belong in tests or hooks.
 */
export function describeWithSharedFixtures(name: string, body: () => void): void {
  describe.skipIf(!hasSharedFixtures && !isCi)(name, body);
}

/**
 * Vitest global setup of every project that reads the files (listed in its vitest.config.ts): the one line a
 * run prints when they are absent, once however many of those projects run.
 */
export function setup(): void {
  if (hasSharedFixtures || process.env.CARNET_SHARED_FIXTURES_ANNOUNCED) return;
  process.env.CARNET_SHARED_FIXTURES_ANNOUNCED = '1';
  console.warn(`\n${SHARED_FIXTURES_MISSING}\n`);
}
