// Runs one `vitest run` over some projects and counts its results from vitest's JSON report.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './web-build.mjs';

const vitestBin = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');

/** Counts a report: a test file that failed outside any test (import error, failing hook) is one failure. */
export function countReport(report) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const file of report.testResults ?? []) {
    let failedInFile = 0;
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') failedInFile += 1;
      else counts.skipped += 1;
    }
    counts.failed += file.status === 'failed' && failedInFile === 0 ? 1 : failedInFile;
  }
  return counts;
}

export function runVitest({ label, projects, env }) {
  const reportDir = mkdtempSync(path.join(tmpdir(), 'carnet-vitest-'));
  const reportFile = path.join(reportDir, 'report.json');
  console.log(`\n=== ${label} : vitest ${projects.map((name) => `--project ${name}`).join(' ')}\n`);
  const run = spawnSync(
    process.execPath,
    [
      vitestBin,
      'run',
      ...projects.flatMap((name) => ['--project', name]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reportFile}`,
    ],
    { cwd: repoRoot, stdio: 'inherit', env },
  );
  try {
    if (!existsSync(reportFile)) {
      console.error(`${label} : vitest n'a produit aucun rapport (code de sortie ${run.status}).`);
      return { passed: 0, failed: 1, skipped: 0 };
    }
    const counts = countReport(JSON.parse(readFileSync(reportFile, 'utf8')));
    // Errors outside every test (an unhandled rejection, a crash in global setup) fail the run too.
    if (run.status !== 0 && counts.failed === 0) {
      console.error(`${label} : vitest s'est terminé avec le code ${run.status} sans test en échec.`);
      counts.failed = 1;
    }
    return counts;
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}
