import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { LoginPage } from '../e2e/pages/login-page.ts';
import { openBrowser } from '../e2e/support/browser.ts';
import { count } from './bench-plan.ts';
import type { PreparedDatabase } from './prepared-database.ts';
import type { BenchProcess } from './processes.ts';
import { ms, percentile, type Row, row } from './report.ts';

export const WEB_DIST = resolve(import.meta.dirname, '../apps/web/dist');
const DRAWS = 3;
const NO_DATABASE = '—';

/** gzip -9 size in kB (1,000 bytes) of the distinct scripts `page` asked for while `visit` ran. */
async function scriptsKb(page: Page, visit: () => Promise<void>): Promise<{ kb: number; files: number }> {
  const scripts = new Set<string>();
  const listener = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  };
  page.on('request', listener);
  await visit();
  page.off('request', listener);
  let bytes = 0;
  for (const pathname of scripts) {
    const file = join(WEB_DIST, pathname);
    if (!existsSync(file)) throw new Error(`script absent de apps/web/dist : ${pathname}`);
    bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { kb: bytes / 1000, files: scripts.size };
}

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
 * needs (DESIGN §9: landing and login ≤ 150 kB gzip, the dashboard with its charts ≤ 350 kB gzip).
 */
export async function measureWeb(
  server: BenchProcess,
  database: PreparedDatabase,
  trades: number,
  withSizes: boolean,
): Promise<Row[]> {
  const draws: number[] = [];
  const rows: Row[] = [];
  for (let draw = 0; draw < DRAWS; draw++) {
    const browser = await openBrowser(server.baseUrl);
    try {
      const login = new LoginPage(browser.page);
      await login.goto();
      await browser.page.evaluate(watchForDrawnDashboard);
      await login.logIn(database.trader.username, database.trader.password);
      draws.push(await waitForDrawnDashboard(browser.page));
      if (withSizes && draw === 0) rows.push(...(await pageSizes(browser.page, server.baseUrl)));
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
    ...rows,
  ];
}

/** The scripts of /app opened directly with a session, then of the landing and login pages without one. */
async function pageSizes(page: Page, baseUrl: string): Promise<Row[]> {
  const dashboard = await scriptsKb(page, async () => {
    await page.goto(`${baseUrl}/app`, { waitUntil: 'networkidle' });
    await page.locator('.recharts-area-curve').first().waitFor();
  });
  await page.evaluate(() => localStorage.clear());
  const landing = await scriptsKb(page, () =>
    page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' }).then(() => undefined),
  );
  const login = await scriptsKb(page, () =>
    page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' }).then(() => undefined),
  );
  const sized = (name: string, size: { kb: number; files: number }, limit: number) =>
    row(name, NO_DATABASE, size.kb, `${size.kb.toFixed(1)} kB (${size.files} fichiers)`, {
      limit,
      kind: 'atMost',
      unit: 'kB gzip',
    });
  return [
    sized('Web : JavaScript de la page d’accueil', landing, 150),
    sized('Web : JavaScript de la page de connexion', login, 150),
    sized('Web : JavaScript du tableau de bord avec ses graphiques', dashboard, 350),
  ];
}
