// npm run check:web-size — the JavaScript budgets of DESIGN §9 on the built web app: the landing page and /login
// at most 150 kB gzip each, /app with its charts at most 350 kB. Exits 1 naming each route over its budget.
//
//   node scripts/check-web-size.mjs                  builds if needed, starts Carnet on a temporary database
//   node scripts/check-web-size.mjs --url <address>  measures a running Carnet (CARNET_ADMIN_PASSWORD set)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_INSTALL_HINT, findChromium } from './lib/chromium.mjs';
import { ensureWebBuild, repoRoot } from './lib/web-build.mjs';
import { describeWebSize, measureWebSize, overBudget } from './lib/web-size.mjs';

const LISTENING_LINE = /Carnet écoute sur (http:\/\/\S+)/;
const START_TIMEOUT_MS = 90_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The real server on the built app, a fresh embedded database and a known admin password. */
async function startCarnet(adminPassword) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'carnet-web-size-'));
  const { DATABASE_URL: _database, TEST_DATABASE_URL: _testDatabase, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      CARNET_ADMIN_PASSWORD: adminPassword,
    },
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  let output = '';
  try {
    const baseUrl = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('aucune ligne d’écoute')), START_TIMEOUT_MS);
      const read = (chunk) => {
        output += chunk;
        const match = LISTENING_LINE.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`le serveur s’est arrêté (code ${code})`)));
    });
    return { baseUrl, stop };
  } catch (error) {
    await stop();
    throw new Error(`Carnet n’a pas démarré : ${error.message}\n${output}`);
  }
}

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
const server = values.url === undefined ? await startCarnet(adminPassword) : undefined;
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
} finally {
  await server?.stop();
}
