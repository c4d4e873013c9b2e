// npm run check:web-size — the JavaScript budgets of docs/budgets.md on the built web app: the landing page and /login
// at most 150 kB gzip each, /app with its charts at most 350 kB. Exits 1 naming each route over its budget.
//
//   node scripts/check-web-size.mjs                  builds if needed, starts Carnet (as npm start runs it) on a
//                                                    temporary database
//   node scripts/check-web-size.mjs --url <address>  measures a running Carnet (CARNET_ADMIN_PASSWORD set)
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { CHROMIUM_INSTALL_HINT, findChromium } from './lib/chromium.mjs';
import { startCarnet } from './lib/server-process.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';
import { describeWebSize, measureWebSize, overBudget } from './lib/web-size.mjs';

async function callApi(baseUrl, route, { token, body }) {
  const response = await fetch(new URL(route, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${route} → ${response.status} ${text}`);
  return JSON.parse(text);
}

/** A trader with one closed trade, so that /app draws its equity curve (its charts are part of the budget). */
async function createTrader(baseUrl, adminPassword) {
  const logIn = (username, password) =>
    callApi(baseUrl, '/auth/jwt/create/', { body: { username, password } });
  const admin = await logIn('admin', adminPassword);
  const username = `budget-${Date.now().toString(36)}`;
  const password = randomBytes(12).toString('hex');
  await callApi(baseUrl, '/api/v1/admin/users/', {
    token: admin.access,
    body: { username, password, email: `${username}@example.test`, is_staff: false },
  });
  const { access: token } = await logIn(username, password);
  const account = await callApi(baseUrl, '/api/v1/capital-accounts/', {
    token,
    body: { name: 'Compte', starting_balance: '10000' },
  });
  const trade = await callApi(baseUrl, '/api/v1/trades/', {
    token,
    body: {
      asset_name: 'BTCUSDT',
      entry_price: '50000',
      stop_loss_price: '49000',
      quantity: '1',
      entry_date: new Date(Date.now() - 3_600_000).toISOString(),
      capital_account: account.id,
    },
  });
  await callApi(baseUrl, `/api/v1/trades/${trade.id}/close_trade/`, {
    token,
    body: { close_price: '51000' },
  });
  return { username, password };
}

const { values } = parseArgs({ options: { url: { type: 'string' } } });
const chromiumPath = findChromium();
if (chromiumPath === null) {
  console.error(
    `Chromium introuvable : la taille du JavaScript se mesure dans le navigateur. ${CHROMIUM_INSTALL_HINT}`,
  );
  process.exit(1);
}
const adminPassword =
  values.url === undefined ? randomBytes(12).toString('hex') : process.env.CARNET_ADMIN_PASSWORD;
if (!adminPassword) {
  console.error('--url demande le mot de passe de l’admin de ce Carnet dans CARNET_ADMIN_PASSWORD.');
  process.exit(1);
}
if (values.url === undefined && !ensureWebBuild()) process.exit(1);
const server = values.url === undefined ? await startCarnet({ adminPassword }) : undefined;
try {
  const baseUrl = values.url ?? server.baseUrl;
  const figures = await measureWebSize({
    baseUrl,
    chromiumPath,
    account: await createTrader(baseUrl, adminPassword),
  });
  console.log(describeWebSize(figures));
  const failures = overBudget(figures);
  for (const failure of failures) console.error(`Budget dépassé : ${failure}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
} catch (error) {
  // A page that cannot be measured (the server gone, a refused connection) says what the server printed.
  if (server) console.error(`--- sortie du serveur ---\n${server.output()}`);
  throw error;
} finally {
  await server?.stop();
}
