import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/lib/server-process.mjs';
import { carnetUnderTest } from './support/carnet-under-test.ts';

/*
 * docs/budgets.md web budgets in the suite that `npm test` counts: the same check as `npm run check:web-size` (its own
 * step in .ci/run), on the app under test. The figures are what Chromium fetched, gzip -9.
 */
describe('web budgets: JavaScript loaded by each entry page', () => {
  it('keeps / and /login within 150 kB gzip each, /app with its charts within 350 kB', () => {
    const carnet = carnetUnderTest();
    const check = spawnSync(process.execPath, ['scripts/check-web-size.mjs', '--url', carnet.baseUrl], {
      cwd: repoRoot,
      env: { ...process.env, CARNET_ADMIN_PASSWORD: carnet.adminPassword },
      encoding: 'utf8',
      timeout: 80_000,
    });
    console.log(check.stdout);
    expect(check.status, `${check.stdout}\n${check.stderr}`).toBe(0);
  });
});
