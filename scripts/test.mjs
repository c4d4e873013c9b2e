// npm test: every suite that can run here, summed into one closing line `N passed, N failed`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_INSTALL_HINT, findChromium } from './lib/chromium.mjs';
import { runVitest } from './lib/vitest-run.mjs';
import { ensureWebBuild, repoRoot } from './lib/web-build.mjs';

const PROJECT_FOLDERS = {
  domain: 'packages/domain',
  contract: 'packages/contract',
  importers: 'packages/importers',
  server: 'apps/server',
  web: 'apps/web',
  e2e: 'e2e',
  scripts: 'scripts',
  bench: 'bench',
};
const hasProject = (name) =>
  ['vitest.config.ts', 'vitest.config.mjs'].some((config) =>
    existsSync(path.join(repoRoot, PROJECT_FOLDERS[name], config)),
  );

const runs = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const add = (label, counts) => {
  runs.push({ label, counts });
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  for (const failure of counts.failures ?? []) failures.push(`[${label}] ${failure}`);
};

const { TEST_DATABASE_URL, ...envWithoutTestDatabase } = process.env;
const isCi = Boolean(process.env.CI);

const isWebBuilt = ensureWebBuild();
if (!isWebBuilt && existsSync(path.join(repoRoot, 'apps/web/index.html'))) {
  add("construction de l'application web", { passed: 0, failed: 1, skipped: 0 });
}

const unitProjects = ['domain', 'contract', 'importers', 'server', 'web', 'scripts', 'bench'].filter(
  hasProject,
);
if (unitProjects.length > 0) {
  add(
    unitProjects.join(', '),
    runVitest({
      label: 'Tests unitaires et d’intégration',
      projects: unitProjects,
      env: envWithoutTestDatabase,
    }),
  );
}

if (TEST_DATABASE_URL && hasProject('server')) {
  add(
    'server sur PostgreSQL',
    runVitest({
      label: 'Serveur sur PostgreSQL (TEST_DATABASE_URL)',
      projects: ['server'],
      env: process.env,
    }),
  );
}

if (hasProject('e2e')) {
  const chromium = findChromium();
  if (!chromium) {
    const where = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
    if (isCi) {
      console.error(`\nChromium introuvable (${where}) : la suite de bout en bout est obligatoire en CI.`);
      console.error(CHROMIUM_INSTALL_HINT);
      add('e2e (Chromium absent)', { passed: 0, failed: 1, skipped: 0 });
    } else {
      console.warn(`\nSuite de bout en bout ignorée : Chromium introuvable (${where}).`);
      console.warn(`${CHROMIUM_INSTALL_HINT} (ou indiquez son chemin dans CHROMIUM_PATH).`);
    }
  } else if (!isWebBuilt) {
    console.error("\nSuite de bout en bout impossible : l'application web n'est pas construite.");
    add('e2e (application web absente)', { passed: 0, failed: 1, skipped: 0 });
  } else {
    add(
      'e2e (Chromium)',
      runVitest({
        label: 'Bout en bout dans Chromium',
        projects: ['e2e'],
        env: { ...envWithoutTestDatabase, CHROMIUM_PATH: chromium },
      }),
    );
  }
}

const format = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;

console.log('\nRésumé :');
for (const { label, counts } of runs) console.log(`  ${label} : ${format(counts)}`);
if (failures.length > 0) {
  console.log('Échecs :');
  for (const failure of failures.slice(0, 40)) console.log(`  ${failure}`);
  if (failures.length > 40) console.log(`  … et ${failures.length - 40} autres`);
}
if (totals.passed + totals.failed === 0) {
  console.error('Aucun test exécuté.');
  totals.failed = 1;
}
console.log(format(totals));
process.exit(totals.failed > 0 ? 1 : 0);
