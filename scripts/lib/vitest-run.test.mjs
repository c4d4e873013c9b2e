import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countReport } from './vitest-run.mjs';
import { repoRoot } from './web-build.mjs';

const file = (relative, status, assertionResults, message) => ({
  name: path.join(repoRoot, relative),
  status,
  message,
  assertionResults,
});

describe('countReport', () => {
  it('counts each test and names every failure with its file and the first line of its message', () => {
    const report = {
      testResults: [
        file('apps/server/src/a.test.ts', 'failed', [
          { status: 'passed', fullName: 'a works' },
          {
            status: 'failed',
            fullName: 'a refuses',
            failureMessages: ['\nAssertionError: expected 400\n  at x'],
          },
          { status: 'skipped', fullName: 'a later' },
        ]),
        file('e2e/b.spec.ts', 'failed', [], 'Error: Cannot find module\nstack'),
      ],
    };
    expect(countReport(report)).toEqual({
      passed: 1,
      failed: 2,
      skipped: 1,
      failures: [
        'apps/server/src/a.test.ts > a refuses : AssertionError: expected 400',
        'e2e/b.spec.ts : Error: Cannot find module',
      ],
    });
  });
});
