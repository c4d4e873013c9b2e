import type { BacktestSession, BacktestSessionInput, BacktestTradeInput } from '@carnet/contract';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../build-test-app.ts';

const BOUNDARY = '----carnet-csv-boundary';

/** A multipart body with one file part (field `file` unless told otherwise) for `app.inject`. */
export function csvUpload(content: string | Buffer, field = 'file', filename = 'trades.csv') {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** Calls of the backtests API as one user. */
export function backtestsApi(t: TestApp, user: TestUser) {
  const headers = user.authHeader;
  const sessionsUrl = '/api/v1/backtests/sessions/';
  return {
    async createSession(input: Partial<BacktestSessionInput> = {}): Promise<BacktestSession> {
      const response = await t.app.inject({
        method: 'POST',
        url: sessionsUrl,
        headers,
        payload: {
          name: 'EURUSD H1',
          instrument: 'EURUSD',
          timeframe: 'H1',
          starting_equity: '10000',
          ...input,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    getSession: (id: number) => t.app.inject({ method: 'GET', url: `${sessionsUrl}${id}/`, headers }),
    listTrades: (id: number) => t.app.inject({ method: 'GET', url: `${sessionsUrl}${id}/trades/`, headers }),
    addTrade: (id: number, trade: BacktestTradeInput) =>
      t.app.inject({ method: 'POST', url: `${sessionsUrl}${id}/trades/`, headers, payload: trade }),
    deleteTrade: (tradeId: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/backtests/trades/${tradeId}/`, headers }),
    recompute: (id: number) =>
      t.app.inject({ method: 'POST', url: `${sessionsUrl}${id}/recompute/`, headers }),
    exportCsv: (id: number) =>
      t.app.inject({ method: 'GET', url: `${sessionsUrl}${id}/export_csv/`, headers }),
    importCsv(id: number, content: string | Buffer, query = '') {
      const upload = csvUpload(content);
      return t.app.inject({
        method: 'POST',
        url: `${sessionsUrl}${id}/import_csv/${query}`,
        payload: upload.payload,
        headers: { ...upload.headers, ...headers },
      });
    },
  };
}

/*
 * The reference session, computed on paper. EURUSD H1, starting equity 10 000:
 * 1. a win: LONG 10 000 at 1.1000, stop 1.0950, TP 1.1100 × 10 000 → pnl 10 000 × 0.0100 = 100;
 *    risk 10 000 × 0.0050 = 50 → R = 2.
 * 2. a loss run to its stop: SHORT 20 000 at 1.1050, stop 1.1080, no TP → the whole qty exits at the stop:
 *    pnl 20 000 × (1.1080 − 1.1050) × −1 = −60; risk 20 000 × 0.0030 = 60 → R = −1.
 * 3. an open one: LONG 5 000 at 1.1200, no stop, TP 1.1300 × 2 000 only → open, no pnl, no R.
 * Metrics: 3 trades, 2 closed; total pnl 100 − 60 = 40; win rate 1 / 2 = 0.5; profit factor 100 / 60 = 1.6667;
 * equity 10 000 → 10 100 → 10 040: max drawdown 60.
 */
export const WINNING_LONG = {
  side: 'LONG',
  entry_time: '2026-01-05T09:00:00Z',
  entry_price: '1.1000',
  qty: 10000,
  stop_loss: '1.0950',
  take_profits: [{ price: '1.1100', quantity_to_sell: '10000' }],
} satisfies BacktestTradeInput;

export const STOPPED_SHORT = {
  side: 'SHORT',
  entry_time: '2026-01-06T09:00:00Z',
  entry_price: '1.1050',
  qty: '20000',
  stop_loss: 1.108,
  strategy_tag: 'Cassure',
  take_profits: [],
} satisfies BacktestTradeInput;

export const OPEN_LONG = {
  side: 'LONG',
  entry_time: '2026-01-07T09:00:00Z',
  entry_price: '1.12',
  qty: '5000',
  stop_loss: null,
  notes: 'En cours',
  take_profits: [{ price: '1.13', quantity_to_sell: '2000' }],
} satisfies BacktestTradeInput;

export const SCENARIO_METRICS = {
  trades_closed: 2,
  trades_total: 3,
  total_pnl: '40',
  win_rate: 0.5,
  profit_factor: 1.6667,
  max_drawdown_abs: '60',
};

/** Creates the scenario's session with its three trades. */
export async function createScenarioSession(api: ReturnType<typeof backtestsApi>, name = 'EURUSD H1') {
  const session = await api.createSession({ name });
  for (const trade of [WINNING_LONG, STOPPED_SHORT, OPEN_LONG]) {
    const response = await api.addTrade(session.id, trade);
    expect(response.statusCode, response.body).toBe(201);
  }
  return session;
}
