import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { repoRoot } from '../../scripts/lib/server-process.mjs';

const ARTIFACTS_DIR = path.join(repoRoot, 'test-results', 'e2e');

/**
 * After a failed test, keeps what a person would need to see why: a screenshot, the page's HTML and the
 * errors the page logged (under test-results/e2e/, ignored by git), and prints where they are.
 */
export function keepFailureEvidence(currentPage: () => Page | undefined): void {
  const pageErrors: string[] = [];
  let watched: Page | undefined;

  beforeEach(() => {
    const page = currentPage();
    if (!page || page === watched) return;
    watched = page;
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console.error: ${message.text()}`);
    });
  });

  afterEach(async (context) => {
    const page = currentPage();
    if (context.task.result?.state !== 'fail' || !page) return;
    const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    const screenshot = path.join(ARTIFACTS_DIR, `${name}.png`);
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
    await writeFile(path.join(ARTIFACTS_DIR, `${name}.html`), await page.content().catch(() => ''));
    console.error([`Échec à ${page.url()} — capture : ${screenshot}`, ...pageErrors.splice(0)].join('\n  '));
  });
}
