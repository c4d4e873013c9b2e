import { performance } from 'node:perf_hooks';
import { candleImportResultSchema, whatIfResponseSchema } from '@carnet/contract';
import { createRandom } from '@carnet/domain';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { capitalAccounts } from '../apps/server/src/db/schema/index.ts';
import { createAccountServices } from '../apps/server/src/services.ts';
import { BUILT_SERVER } from '../scripts/lib/server-build.mjs';
import { count } from './bench-plan.ts';
import { logIn } from './http-client.ts';
import type { PreparedDatabase, Trader } from './prepared-database.ts';
import { type BenchProcess, startProcess } from './processes.ts';
import { ms, percentile, type Row, row } from './report.ts';

// docs/budgets.md, Part three: 1,000,000 one-minute candles imported, the excursions of 10,000 trades recomputed
// over them, one chart's candles, the what-if exits of those trades. A user of its own, seeded directly.
const CANDLES = 1_000_000;
const TRADES = 10_000;
const MINUTE = 60_000;
const FIRST_MS = Date.UTC(2022, 0, 3);
const SYMBOL = 'BTCUSDT';
const ALONE = 'ETHUSDT';

type Minute = { t: number; close: string };

/** A 24/5 random walk of minutes (TradingView « Export chart data », Unix seconds: about 44 MB) and its closes. */
function candleFile(): { text: string; minutes: Minute[] } {
  const random = createRandom(7);
  const lines = ['time,open,high,low,close'];
  const minutes: Minute[] = [];
  let price = 100;
  for (let t = FIRST_MS; minutes.length < CANDLES; t += MINUTE) {
    const weekday = new Date(t).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const open = price;
    price = Math.max(1, price + random.between(-0.05, 0.05));
    const high = Math.max(open, price) + random.between(0, 0.03);
    const low = Math.min(open, price) - random.between(0, 0.03);
    const close = price.toFixed(4);
    lines.push(`${t / 1000},${open.toFixed(4)},${high.toFixed(4)},${low.toFixed(4)},${close}`);
    minutes.push({ t, close });
  }
  return { text: lines.join('\n'), minutes };
}

/** The candle user: 10,000 closed longs of SYMBOL held 5 minutes to 12 hours, one exit each; one open ALONE. */
async function seedCandleTrader(env: Record<string, string>, minutes: readonly Minute[]): Promise<Trader> {
  const database = await openDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  try {
    const { db } = database;
    const password = 'mot-de-passe-de-mesure';
    const user = await createAccountServices(db).usersService.create({
      username: 'mesure-bougies',
      email: 'mesure-bougies@example.com',
      password,
      isStaff: false,
    });
    const [account] = await db
      .insert(capitalAccounts)
      .values({
        userId: user.id,
        name: 'Bougies',
        mode: 'SIM',
        currency: 'USD',
        startingBalance: '10000',
        currentBalance: '10000',
      })
      .returning({ id: capitalAccounts.id });
    if (!account) throw new Error('insert into capital_accounts returned no row');
    const random = createRandom(11);
    const rows = Array.from({ length: TRADES }, (_, index) => {
      const first = Math.floor(((index + random.between(0, 1)) / TRADES) * (minutes.length - 800));
      const entry = minutes[first];
      const exit = minutes[first + random.integer(5, 720)];
      if (!entry || !exit) throw new Error('candle index out of range');
      const stop = (Number(entry.close) - random.between(0.2, 1)).toFixed(4);
      return {
        entry_date: new Date(entry.t + 30_000).toISOString(),
        close_date: new Date(exit.t + 30_000).toISOString(),
        entry_price: entry.close,
        stop,
        close_price: exit.close,
      };
    });
    for (let start = 0; start < rows.length; start += 5_000) {
      await db.execute(sql`insert into trades (user_id, asset_type, asset_name, direction, entry_price,
          stop_loss_price, quantity, entry_date, status, outcome, close_date, close_price, capital_account_id)
        select ${user.id}, 'CRYPTO', ${SYMBOL}, 'LONG', r.entry_price, r.stop, 2, r.entry_date, 'CLOSED', 'WIN',
          r.close_date, r.close_price, ${account.id}
        from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + 5_000))}::jsonb)
          as r(entry_date timestamptz, close_date timestamptz, entry_price numeric, stop numeric, close_price numeric)`);
    }
    await db.execute(sql`insert into trade_exits (trade_id, price, quantity, executed_at)
      select id, close_price, quantity, close_date from trades where user_id = ${user.id}`);
    await db.execute(sql`insert into trades (user_id, asset_type, asset_name, direction, entry_price, quantity,
        entry_date, capital_account_id)
      values (${user.id}, 'CRYPTO', ${ALONE}, 'LONG', 100, 1, now(), ${account.id})`);
    return { id: user.id, username: 'mesure-bougies', password };
  } finally {
    await database.close();
  }
}

async function importFile(server: BenchProcess, authorization: string, file: Blob, symbol: string) {
  const form = new FormData();
  form.append('symbol', symbol);
  form.append('file', file, 'BTCUSDT_1.csv');
  const started = performance.now();
  const answer = await fetch(`${server.baseUrl}/api/v1/candles/import/`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const text = await answer.text();
  const elapsed = performance.now() - started;
  if (answer.status !== 201)
    throw new Error(`import de bougies : HTTP ${answer.status} ${text.slice(0, 300)}`);
  const result = candleImportResultSchema.parse(JSON.parse(text));
  if (result.count !== CANDLES) throw new Error(`import de bougies : ${result.count} lues`);
  return elapsed;
}

async function timed(
  server: BenchProcess,
  authorization: string,
  path: string,
  runs: number,
): Promise<number[]> {
  const timings: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    const answer = await fetch(`${server.baseUrl}${path}`, { headers: { authorization } });
    const body = await answer.text();
    if (!answer.ok) throw new Error(`GET ${path} → ${answer.status} ${body.slice(0, 300)}`);
    if (path.includes('what-if')) whatIfResponseSchema.parse(JSON.parse(body));
    if (run > 0) timings.push(performance.now() - started);
  }
  return timings;
}

/**
 * The rows of Part three's candle budgets on `database` (its server stopped): the import alone (a symbol without
 * closed trades) with the server's peak RSS, then the same file on the trades' symbol, whose extra time is the
 * excursions of its 10,000 trades recomputed in the import's transaction; a chart of 5,000 candles; the what-if.
 */
export async function measureCandleStore(database: PreparedDatabase): Promise<Row[]> {
  const { text, minutes } = candleFile();
  const trader = await seedCandleTrader(database.env, minutes);
  const file = new Blob([text], { type: 'text/csv' });
  const server = await startProcess(BUILT_SERVER, database.env);
  try {
    const authorization = await logIn(server.baseUrl, trader);
    server.resetPeakRss();
    const alone = await importFile(server, authorization, file, ALONE);
    const peak = server.peakRssMb();
    const withTrades = await importFile(server, authorization, file, SYMBOL);
    const from = new Date((minutes[500_000]?.t ?? FIRST_MS) - 1).toISOString();
    const chart = await timed(
      server,
      authorization,
      `/api/v1/candles/?symbol=${SYMBOL}&timeframe=1m&from=${from}&to=2100-01-01T00:00:00Z`,
      20,
    );
    const whatIf = await timed(server, authorization, '/api/v1/trades/what-if/?tz=UTC', 3);
    const below = (limit: number, unit = 'ms') => ({ limit, kind: 'below' as const, unit });
    const label = database.label;
    const importBudget = database.isEmbedded ? 10_000 : 6_000;
    return [
      row(`Import de ${count(CANDLES)} bougies 1 min (44 Mo)`, label, alone, ms(alone), below(importBudget)),
      row('Mémoire pendant cet import (pic RSS)', label, peak, `${peak.toFixed(0)} Mo`, below(600, 'Mo')),
      row(
        `Excursions de ${count(TRADES)} trades recalculées (même import sur leur symbole − import seul)`,
        label,
        withTrades - alone,
        ms(withTrades - alone),
        below(5_000),
      ),
      row(
        'Bougies d’un graphique (5 000)',
        label,
        percentile(chart, 50),
        `${ms(percentile(chart, 50))} (p99 ${ms(percentile(chart, 99))})`,
        below(50),
      ),
      row(
        `Et si… sur ${count(TRADES)} trades`,
        label,
        percentile(whatIf, 50),
        ms(percentile(whatIf, 50)),
        below(2_000),
      ),
    ];
  } finally {
    await server.stop();
  }
}
