import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { LoginPage } from '../e2e/pages/login-page.ts';
import { openBrowser } from '../e2e/support/browser.ts';
import { CHROMIUM_INSTALL_HINT, findChromium } from '../scripts/lib/chromium.mjs';
import { measureWebSize } from '../scripts/lib/web-size.mjs';
import { count } from './bench-plan.ts';
import type { PreparedDatabase } from './prepared-database.ts';
import type { BenchProcess } from './processes.ts';
import { ms, percentile, type Row, row } from './report.ts';

export const WEB_DIST = resolve(import.meta.dirname, '../apps/web/dist');
const DRAWS = 3;
const NO_DATABASE = '—';

/** Marks in the page: the login form's submit, and the first frame with the equity curve and every card drawn. */
function watchForDrawnDashboard(): void {
  document.addEventListener(
    'submit',
    () => Reflect.set(window, 'carnetSubmittedAt', performance.now()),
    true,
  );
  // No named inner functions: tsx would wrap them in a helper that does not exist in the page.
  const observer = new MutationObserver(() => {
    const curve = document.querySelector('.recharts-area-curve')?.getAttribute('d');
    const cards = [...document.querySelectorAll('[aria-labelledby][aria-busy]')];
    if (!curve || cards.length === 0 || cards.some((card) => card.getAttribute('aria-busy') !== 'false'))
      return;
    observer.disconnect();
    requestAnimationFrame(() => Reflect.set(window, 'carnetDrawnAt', performance.now()));
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
}

async function waitForDrawnDashboard(page: Page): Promise<number> {
  await page.waitForFunction(() => Reflect.get(window, 'carnetDrawnAt') !== undefined, null, {
    timeout: 60_000,
  });
  return page.evaluate(
    () => Number(Reflect.get(window, 'carnetDrawnAt')) - Number(Reflect.get(window, 'carnetSubmittedAt')),
  );
}

/**
 * In Debian's Chromium against the real server: from submitting the login form to the equity curve and the
 * cards drawn for the measured user, each time in a fresh profile (nothing cached); then the scripts each page
 * needs (docs/budgets.md: landing and login ≤ 150 kB gzip, the dashboard with its charts ≤ 350 kB gzip).
 */
export async function measureWeb(
  server: BenchProcess,
  database: PreparedDatabase,
  trades: number,
  withSizes: boolean,
): Promise<Row[]> {
  const draws: number[] = [];
  for (let draw = 0; draw < DRAWS; draw++) {
    const browser = await openBrowser(server.baseUrl);
    try {
      const login = new LoginPage(browser.page);
      await login.goto();
      await browser.page.evaluate(watchForDrawnDashboard);
      await login.logIn(database.trader.username, database.trader.password);
      draws.push(await waitForDrawnDashboard(browser.page));
    } finally {
      await browser.close();
    }
  }
  const drawMs = percentile(draws, 50);
  return [
    row(
      `Web : tableau de bord dessiné après la connexion (${count(trades)} trades) : médiane de ${DRAWS}`,
      database.label,
      drawMs,
      `${ms(drawMs)} (${draws.map((value) => Math.round(value)).join(', ')})`,
      { limit: 1_000, kind: 'below', unit: 'ms' },
    ),
    ...(withSizes ? await pageSizes(server.baseUrl, database.trader) : []),
  ];
}

/** The JavaScript budgets, measured by the same code as `npm run check:web-size` (scripts/lib/web-size.mjs). */
async function pageSizes(baseUrl: string, account: { username: string; password: string }): Promise<Row[]> {
  const chromiumPath = findChromium();
  if (chromiumPath === null) throw new Error(`Chromium introuvable. ${CHROMIUM_INSTALL_HINT}`);
  const figures = await measureWebSize({ baseUrl, chromiumPath, account });
  return figures.map((figure) =>
    row(
      `Web : JavaScript de ${figure.route} (${figure.label})`,
      NO_DATABASE,
      figure.gzipKb,
      `${figure.gzipKb.toFixed(1)} kB (${figure.files.length} fichiers)`,
      { limit: figure.limitKb, kind: 'atMost', unit: 'kB gzip' },
    ),
  );
}
