import type { BacktestSession, BacktestTrade } from '@carnet/contract';
import { Decimal, sumDecimals } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { describeWithSharedFixtures, sharedFixtureBytes } from '../../../../../test/shared-fixtures.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { backtestsApi } from '../../../test/support/backtests-test-support.ts';

const t = useTestApp();

/** The real files beside the repository (test/shared-fixtures.ts), read in place. */
const fixture = (name: string) => sharedFixtureBytes(`tradingview/${name}`).toString('utf8');

/*
 * docs/rules/imports.md « Backtests too »: TradingView's Strategy Tester « List of trades » of a SET50 futures
 * strategy, profits in THB (point value and commission included), the last trade still open. TradingView's own
 * figures, summed from the files' « Profit THB » exit rows (and equal to the last « Cum. Profit THB »):
 * - list_of_trade_example.csv: 756 closed; net −123 507.20; 213 wins (win rate 213 / 756 = 0.28175 → 0.2817);
 *   gross profit 226 799.40, gross loss 350 306.60 (profit factor 0.64743 → 0.6474).
 * - list_of_trade_macd_example_s50_15m_utc+7.csv: 765 closed; net −122 363.00; 216 wins (216 / 765 = 0.28235 →
 *   0.2824); gross profit 230 880.80, gross loss 353 243.80 (profit factor 0.65360 → 0.6536).
 * Carnet used to compute the pnl from the prices (1 contract × points): −291.7 for the first file.
 * Starting equity 10 000: the equity of closed trades in entry order falls at most 127 451.40 from its peak.
 */
const FILES = [
  {
    name: 'list_of_trade_example.csv',
    closed: 756,
    net: '-123507.2',
    wins: 213,
    grossProfit: '226799.4',
    grossLoss: '-350306.6',
    winRate: 0.2817,
    profitFactor: 0.6474,
    firstEntry: '2021-09-01T10:15:00Z',
  },
  {
    name: 'list_of_trade_macd_example_s50_15m_utc+7.csv',
    closed: 765,
    net: '-122363',
    wins: 216,
    grossProfit: '230880.8',
    grossLoss: '-353243.8',
    winRate: 0.2824,
    profitFactor: 0.6536,
    firstEntry: '2021-09-01T09:15:00Z',
  },
] as const;

describeWithSharedFixtures('TradingView « List of trades », the real files', () => {
  describe.each(FILES)('$name', (file) => {
    it('gives the session TradingView’s net profit, win rate and profit factor', async () => {
      const api = backtestsApi(t, await t.createUser(`tv-${file.closed}`));
      const session = await api.createSession({ name: 'SET50 15 min', instrument: 'S50', timeframe: 'M15' });
      const imported = await api.importCsv(session.id, fixture(file.name), '?tz=Asia/Bangkok');
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toEqual({ imported: file.closed + 1, errors: [] });

      const stored: BacktestSession = (await api.getSession(session.id)).json();
      expect(stored.currency).toBe('THB');
      expect(stored.metrics).toEqual({
        trades_total: file.closed + 1,
        trades_closed: file.closed,
        total_pnl: file.net,
        win_rate: file.winRate,
        profit_factor: file.profitFactor,
        max_drawdown_abs: '127451.4',
      });

      // The same figures from the trades themselves, in exact decimals.
      const trades: BacktestTrade[] = (await api.listTrades(session.id)).json();
      const pnls = trades.flatMap((trade) => (trade.pnl_abs === null ? [] : [new Decimal(trade.pnl_abs)]));
      const gains = pnls.filter((pnl) => pnl.greaterThan(0));
      const losses = pnls.filter((pnl) => pnl.lessThan(0));
      expect(pnls).toHaveLength(file.closed);
      expect(gains).toHaveLength(file.wins);
      expect(sumDecimals(gains).toString()).toBe(file.grossProfit);
      expect(sumDecimals(losses).toString()).toBe(file.grossLoss);
      expect(sumDecimals(pnls).toString()).toBe(file.net);

      // Times are the chart's (UTC+7, the `tz` of the import); the open trade has no result.
      expect(trades[0]).toMatchObject({ entry_time: file.firstEntry, pnl_abs: '53.8', qty: '1' });
      expect(trades.at(-1)).toMatchObject({ pnl_abs: null, take_profits: [] });

      // Recomputing keeps the reported profits.
      const recomputed: BacktestSession = (await api.recompute(session.id)).json();
      expect(recomputed.metrics.total_pnl).toBe(file.net);

      // Our export writes the reported profits, and importing it gives a copy with the same figures.
      const copy = await api.createSession({ name: 'Copie', instrument: 'S50', timeframe: 'M15' });
      const exported = (await api.exportCsv(session.id)).body;
      expect((await api.importCsv(copy.id, exported)).json()).toEqual({
        imported: file.closed + 1,
        errors: [],
      });
      expect((await api.getSession(copy.id)).json().metrics).toEqual(stored.metrics);
    });
  });
});

/* One closed trade in a small file of the newer layout, in `currency` (none when null). */
const oneTrade = (currency: string | null, profit: string) => {
  const suffix = currency === null ? '' : ` ${currency}`;
  return [
    `Trade #,Type,Date/Time,Signal,Price${suffix},Position size (qty),Net P&L${suffix}`,
    `1,Exit long,2024-03-04 12:00,TP,5010,1,${profit}`,
    `1,Entry long,2024-03-04 11:00,Long,4990,1,${profit}`,
  ].join('\n');
};

describe('the session’s currency', () => {
  it('is set by the first file naming one; a file in another currency is refused whole', async () => {
    const api = backtestsApi(t, await t.createUser('tv-currency'));
    const session = await api.createSession();
    expect((await api.importCsv(session.id, oneTrade('USD', '120.5'))).json()).toEqual({
      imported: 1,
      errors: [],
    });
    const refused = await api.importCsv(session.id, oneTrade('EUR', '99'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      file: [
        'Devise du fichier (EUR) différente de celle de la session (USD) : importez-le dans une autre session.',
      ],
    });
    // A file naming no currency adds to the session as it is.
    expect((await api.importCsv(session.id, oneTrade(null, '-20'))).json()).toEqual({
      imported: 1,
      errors: [],
    });
    const stored: BacktestSession = (await api.getSession(session.id)).json();
    expect(stored).toMatchObject({ currency: 'USD', trades_count: 2 });
    expect(stored.metrics).toMatchObject({ total_pnl: '100.5', win_rate: 0.5, profit_factor: 6.025 });
  });

  it('stays null for a session typed by hand or imported from our own format', async () => {
    const api = backtestsApi(t, await t.createUser('tv-no-currency'));
    const session = await api.createSession();
    const ours = 'entry_time,side,entry_price,qty,tp1_price,tp1_qty\n2026-03-02T09:00:00Z,LONG,1.1,1,1.2,1';
    expect((await api.importCsv(session.id, ours)).json()).toEqual({ imported: 1, errors: [] });
    expect((await api.getSession(session.id)).json()).toMatchObject({ currency: null });
  });
});
