import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

type AxeApi = { run: (context: Document, options: RunOptions) => Promise<AxeResults> };

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices (landmarks, heading order), for the report. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** What fails the suite: a violation that blocks or seriously hinders someone (axe's own impact scale). */
const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

let axeSource: Promise<string> | undefined;
const loadAxeSource = () => {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
  return axeSource;
};

export type AxeFinding = {
  id: string;
  impact: ImpactValue;
  help: string;
  helpUrl: string;
  targets: string[];
};

const toFinding = (violation: Result): AxeFinding => ({
  id: violation.id,
  impact: violation.impact ?? 'minor',
  help: violation.help,
  helpUrl: violation.helpUrl,
  targets: violation.nodes.map((node) => {
    const target = node.target.map(String).join(' ');
    const reason = node.failureSummary?.split('\n').slice(1).join(' ').trim();
    return reason ? `${target} — ${reason}` : target;
  }),
});

/**
 * Runs axe-core (the package's own source, injected into the page) on the whole document as it is now, and
 * sorts what it finds into what fails the suite and what is only reported.
 */
export async function auditAccessibility(
  page: Page,
): Promise<{ blocking: AxeFinding[]; minor: AxeFinding[] }> {
  const isLoaded = await page.evaluate(() => 'axe' in window);
  // Not page.addScriptTag: the app's Content-Security-Policy (script-src 'self') rightly blocks an inline
  // <script>. Evaluated through the DevTools protocol instead, the page and its policy stay as served.
  if (!isLoaded) await page.evaluate(await loadAxeSource());
  const results = await page.evaluate(async (tags) => {
    const { axe } = window as typeof window & { axe: AxeApi };
    return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, AXE_TAGS);
  const findings = results.violations.map(toFinding);
  return {
    blocking: findings.filter((finding) => BLOCKING_IMPACTS.includes(finding.impact)),
    minor: findings.filter((finding) => !BLOCKING_IMPACTS.includes(finding.impact)),
  };
}

/** One readable block per rule: id, impact, help and every element it points at. */
export function describeFindings(where: string, findings: AxeFinding[]): string {
  const blocks = findings.map((finding) =>
    [
      `  [${finding.impact}] ${finding.id} — ${finding.help} (${finding.helpUrl})`,
      ...finding.targets.map((target) => `      ${target}`),
    ].join('\n'),
  );
  return `${where} : ${findings.length} règle(s) d'accessibilité non respectée(s)\n${blocks.join('\n')}`;
}
