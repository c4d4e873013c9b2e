// docs/budgets.md web budgets, measured on what Chromium really fetches from the built app (not on Vite's manifest):
// the modulepreload links, the lazy route chunks and the charts module a page pulls in are counted as the browser
// loads them, so a new lazy import or preload cannot slip past a list of chunks kept by hand.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** kB are 1,000 bytes of JavaScript compressed by gzip -9 (the server sends it uncompressed: a proxy may not). */
export const WEB_BUDGETS = [
  { route: '/', label: 'accueil', limitKb: 150, isSignedIn: false, ready: 'h1' },
  { route: '/login', label: 'connexion', limitKb: 150, isSignedIn: false, ready: 'h1' },
  {
    route: '/app',
    label: 'tableau de bord avec ses graphiques',
    limitKb: 350,
    isSignedIn: true,
    // The equity curve drawn: the charts module is loaded and has rendered.
    ready: '.recharts-area-curve',
  },
];

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

async function signedInState(browser, baseUrl, { username, password }) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Nom d’utilisateur').fill(username);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Connexion', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Every script one cold visit of `budget.route` fetches (fresh context: empty cache), gzip -9 sized. */
async function measureRoute(browser, baseUrl, budget, storageState) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const responses = new Map();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.set(response.url(), response);
    });
    await page.goto(budget.route, { waitUntil: 'networkidle' });
    await page.locator(budget.ready).first().waitFor({ timeout: 30_000 });
    // Anything the drawn page still asks for (a chunk loaded on render) belongs to it too.
    await page.waitForLoadState('networkidle');
    const files = [];
    for (const [url, response] of responses) {
      const body = await response.body();
      files.push({ path: new URL(url).pathname, gzipBytes: gzipSync(body, { level: 9 }).length });
    }
    files.sort((one, other) => other.gzipBytes - one.gzipBytes);
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    return { ...budget, gzipKb: gzipBytes / 1000, files };
  } finally {
    await context.close();
  }
}

/**
 * Visits the landing and login pages signed out and the dashboard signed in as `account` (who needs a closed
 * trade for the equity curve to be drawn), each cold, in Debian's Chromium; answers one figure per budget.
 */
export async function measureWebSize({ baseUrl, chromiumPath, account }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const state = await signedInState(browser, baseUrl, account);
    const figures = [];
    for (const budget of WEB_BUDGETS) {
      figures.push(await measureRoute(browser, baseUrl, budget, budget.isSignedIn ? state : undefined));
    }
    return figures;
  } finally {
    await browser.close();
  }
}

const kb = (value) => `${value.toFixed(1)} kB`;

/** The table printed by the check: route, figure, budget, verdict; the heaviest files of a route over budget. */
export function describeWebSize(figures) {
  const lines = ['JavaScript chargé par Chromium, gzip -9 (docs/budgets.md) :'];
  for (const figure of figures) {
    const verdict = figure.gzipKb <= figure.limitKb ? 'ok' : 'DÉPASSÉ';
    lines.push(
      `  ${figure.route.padEnd(7)} ${figure.label.padEnd(36)} ${kb(figure.gzipKb).padStart(9)} / ${figure.limitKb} kB` +
        `  (${figure.files.length} fichiers)  ${verdict}`,
    );
    if (verdict === 'ok') continue;
    for (const file of figure.files.slice(0, 5)) {
      lines.push(`      ${kb(file.gzipBytes / 1000).padStart(9)}  ${file.path}`);
    }
  }
  return lines.join('\n');
}

/** One sentence per route over its budget, naming the route and the figures; empty when all are within. */
export function overBudget(figures) {
  return figures
    .filter((figure) => figure.gzipKb > figure.limitKb)
    .map(
      (figure) =>
        `${figure.route} (${figure.label}) charge ${kb(figure.gzipKb)} de JavaScript gzip pour ${figure.limitKb} kB ` +
        `permis (+${kb(figure.gzipKb - figure.limitKb)}).`,
    );
}
