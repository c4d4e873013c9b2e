// Runs one `vitest run` over some projects and counts its results from vitest's JSON report.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './web-build.mjs';

const vitestBin = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');

const firstLine = (text) =>
  (text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? '';

/**
 * Counts a report: a test file that failed outside any test (import error, failing hook) is one failure. Each
 * failure is also named (file, test, first line of its message), so the closing summary says what failed even
 * when only the end of a long log is kept.
 */
export function countReport(report) {
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const file of report.testResults ?? []) {
    const where = path.relative(repoRoot, file.name ?? '');
    let failedInFile = 0;
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') {
        failedInFile += 1;
        counts.failures.push(`${where} > ${test.fullName} : ${firstLine(test.failureMessages?.[0])}`);
      } else counts.skipped += 1;
    }
    if (file.status === 'failed' && failedInFile === 0) {
      counts.failed += 1;
      counts.failures.push(`${where} : ${firstLine(file.message)}`);
    } else counts.failed += failedInFile;
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
      return { passed: 0, failed: 1, skipped: 0, failures: [`${label} : aucun rapport`] };
    }
    const counts = countReport(JSON.parse(readFileSync(reportFile, 'utf8')));
    // Errors outside every test (an unhandled rejection, a crash in global setup) fail the run too.
    if (run.status !== 0 && counts.failed === 0) {
      console.error(`${label} : vitest s'est terminé avec le code ${run.status} sans test en échec.`);
      counts.failed = 1;
      counts.failures.push(`${label} : code de sortie ${run.status} sans test en échec`);
    }
    return counts;
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}
