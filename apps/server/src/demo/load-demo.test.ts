import type {
  BacktestSession,
  CandleCoverage,
  CapitalAccount,
  Configuration,
  Dashboard,
  Goal,
  TagUsage,
  TimeLog,
  Trade,
  TradePage,
} from '@carnet/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { loadDemoInto, ownedRows, signIn } from '../../test/support/demo-test-support.ts';
import { storedUploads } from '../../test/support/screenshot-test-support.ts';
import { trades } from '../db/schema/index.ts';
import { createAccountServices } from '../services.ts';
import type { DemoSummary } from './demo-summary.ts';
import { DEMO_TAGS } from './demo-tags.ts';

const t = useTestApp();

// Loading a year of trades with its screenshots takes seconds, more on a busy machine.
const DEMO_TESTS = { timeout: 120_000 };
const NOW = new Date('2026-11-20T15:30:00Z');
const PASSWORD = 'mot-de-passe-demo';

let summary: DemoSummary;
let auth: { authorization: string };
const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('carnet demo — the demo account', DEMO_TESTS, () => {
  beforeAll(async () => {
    ({ summary } = await loadDemoInto(t, { now: NOW, password: PASSWORD }));
    auth = await signIn(t, 'demo', PASSWORD);
  }, 120_000);

  it('has candles around its recent closed trades, so their charts and excursions show at once', async () => {
    expect(summary.candles).toBeGreaterThan(1000);
    const coverage = await get<CandleCoverage[]>('/api/v1/candles/coverage/');
    expect(coverage.reduce((sum, series) => sum + series.count, 0)).toBe(summary.candles);
    const page = await get<TradePage>('/api/v1/trades/?status=CLOSED');
    const measured = page.results.filter((trade) => trade.excursions !== null);
    expect(measured.length).toBeGreaterThan(5);
    for (const trade of measured) expect(trade.excursions?.gaps).toEqual([]);
  });

  it('holds a year of varied trades: wins, losses, breakevens, open ones and drafts', async () => {
    expect(summary.trades).toBeGreaterThanOrEqual(300);
    expect(summary.trades).toBeLessThanOrEqual(500);
    expect(summary.wins).toBeGreaterThan(summary.closedTrades / 3);
    expect(summary.losses).toBeGreaterThan(summary.closedTrades / 4);
    expect(summary.breakevens).toBeGreaterThan(5);
    expect(summary.wins + summary.losses + summary.breakevens).toBe(summary.closedTrades);
    expect(summary.openTrades).toBeGreaterThan(0);
    expect(summary.draftTrades).toBeGreaterThan(0);
    expect(summary.closedTrades + summary.openTrades + summary.draftTrades).toBe(summary.trades);

    const rows = await ownedRows(t.db, summary.userId);
    expect(rows).toMatchObject({ trades: summary.trades, tradeScreenshots: summary.tradeScreenshots });
    expect(rows?.takeProfits).toBeGreaterThan(summary.trades * 1.5);
    expect(rows?.reachedTakeProfits).toBeGreaterThan(summary.wins);
    expect(rows?.confirmations).toBeGreaterThan(summary.trades * 3);

    const page = await get<TradePage>('/api/v1/trades/?page=1');
    expect(page.count).toBe(summary.trades);
    const newest = page.results[0];
    expect(Date.parse(newest?.entry_date ?? '')).toBeLessThanOrEqual(NOW.getTime());
    const instruments = new Set(page.results.map((trade) => trade.asset_name));
    expect(instruments.size).toBeGreaterThan(1);
    // Every asset type has trades, FUTURES and CFD (docs/rules/trades.md) included.
    const assetTypes = await t.db
      .selectDistinct({ assetType: trades.assetType })
      .from(trades)
      .where(eq(trades.userId, summary.userId))
      .orderBy(trades.assetType);
    expect(assetTypes.map((row) => row.assetType)).toEqual(['CFD', 'CRYPTO', 'FOREX', 'FUTURES', 'STOCK']);
  });

  it('scores each trade against its setup and keeps its checklist, targets and review', async () => {
    const reviewed = await get<TradePage>('/api/v1/trades/?page=3');
    // Some drafts have no target yet (draw-trade.ts): read the first trade that is not one.
    const planned = reviewed.results.find((trade) => !trade.is_draft);
    const detail = await get<Trade>(`/api/v1/trades/${planned?.id}/`);
    expect(detail.strategy).not.toBeNull();
    expect(detail.confirmations.length).toBeGreaterThanOrEqual(2);
    expect(detail.confirmations[0]).toMatchObject({ key: expect.any(String), label: expect.any(String) });
    expect(detail.grade).toMatch(/^(A\+|A|B|C)$/);
    expect(detail.timing_class).toMatch(/^(PREFERRED|SECONDARY|OUTSIDE)$/);
    expect(detail.take_profits.length).toBeGreaterThan(0);
    expect(summary.reviewedTrades).toBeGreaterThan(summary.closedTrades / 4);
  });

  it('tags some trades « Plan respecté », « FOMO » or « Revenge », and the list filters by them', async () => {
    const tags = await get<TagUsage[]>('/api/v1/tags/');
    expect(tags.map((tag) => tag.name).sort()).toEqual(Object.values(DEMO_TAGS).sort());
    const fomo = tags.find((tag) => tag.name === DEMO_TAGS.fomo);
    expect(fomo?.trades).toBeGreaterThan(0);
    expect(tags.reduce((sum, tag) => sum + tag.trades, 0)).toBeLessThan(summary.trades * 2);
    const page = await get<TradePage>('/api/v1/trades/?tag=fomo');
    expect(page.count).toBe(fomo?.trades);
    expect(page.results.every((trade) => trade.tags.includes(DEMO_TAGS.fomo))).toBe(true);
  });

  it('has configurations with checklists, global strategies and every kind of capital account', async () => {
    const configurations = await get<Configuration[]>('/api/v1/strategies/');
    expect(configurations).toHaveLength(4);
    for (const configuration of configurations) {
      expect(configuration.confirmations.length).toBeGreaterThanOrEqual(2);
      expect(configuration.screenshots).toHaveLength(1);
    }
    expect(configurations.filter((configuration) => configuration.active)).toHaveLength(3);
    expect(await get<unknown[]>('/api/v1/trading-strategies/')).toHaveLength(4);

    const accounts = await get<CapitalAccount[]>('/api/v1/capital-accounts/');
    expect(new Set(accounts.map((account) => account.mode))).toEqual(new Set(['SIM', 'LIVE', 'CHALLENGE']));
    const challenge = accounts.find((account) => account.mode === 'CHALLENGE');
    expect(challenge).toMatchObject({
      starting_balance: '100000',
      target_balance: '110000',
      is_active: true,
    });
    expect(challenge?.progress_pct).not.toBeNull();
    expect(challenge?.trades_count).toBeGreaterThan(10);
    expect(accounts.filter((account) => !account.is_active)).toHaveLength(1);
    const traded = accounts.reduce((sum, account) => sum + account.trades_count, 0);
    expect(traded).toBe(summary.trades);
    // Balances moved by the closes (R × captured risk), never left at their start.
    for (const account of accounts) expect(account.current_balance).not.toBe(account.starting_balance);
  });

  it('shows a living dashboard, all time and over the default 90 days', async () => {
    const allTime = await get<Dashboard>('/api/v1/trades/dashboard/?group=month');
    expect(allTime.total_trades).toBe(summary.closedTrades + summary.openTrades);
    // The imported trade without a stop has no R (docs/rules/trades.md): the curve in R skips it.
    expect(allTime.equity_curve).toHaveLength(summary.closedTrades - 1 + 1);
    expect(allTime.win_rate).toBeGreaterThan(35);
    expect(allTime.win_rate).toBeLessThan(70);
    expect(allTime.expectancy).toBeGreaterThan(0);
    expect(allTime.payoff_ratio).toBeGreaterThan(1);
    expect(allTime.max_drawdown).toBeGreaterThan(0);
    expect(allTime.grouped.length).toBeGreaterThanOrEqual(12);
    expect(allTime.rr_histogram.length).toBeGreaterThanOrEqual(4);

    const recent = await get<Dashboard>('/api/v1/trades/dashboard/?group=week&from=2026-08-22&to=2026-11-20');
    expect(recent.total_trades).toBeGreaterThan(60);
    expect(recent.grouped.length).toBeGreaterThanOrEqual(10);
  });

  it('stores real screenshots: signed image and thumbnail URLs serve PNG and WebP files', async () => {
    const withShots = await t.db.query.tradeScreenshots.findFirst({
      where: (shot, { eq }) => eq(shot.userId, summary.userId),
    });
    const trade = await get<Trade>(`/api/v1/trades/${withShots?.parentId}/`);
    expect(trade.screenshots.length).toBeGreaterThan(0);
    const shot = trade.screenshots[0];
    expect(shot?.caption).not.toBe('');
    const image = await t.app.inject({ method: 'GET', url: shot?.image_url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/(png|webp)$/);
    expect(image.rawPayload.byteLength).toBeGreaterThan(2_000);
    const thumbnail = await t.app.inject({ method: 'GET', url: shot?.thumbnail_url ?? '' });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
  });

  it('has backtest sessions with their trades, a completed goal and an active one with time logs', async () => {
    const sessions = await get<BacktestSession[]>('/api/v1/backtests/sessions/');
    expect(sessions).toHaveLength(3);
    for (const session of sessions) {
      expect(session.trades_count).toBeGreaterThan(30);
      expect(session.metrics.trades_closed).toBe(session.trades_count - 2);
      expect(session.metrics.win_rate).not.toBeNull();
    }
    const goals = await get<Goal[]>('/api/v1/backtests/goals/');
    expect(goals.map((goal) => goal.status).sort()).toEqual(['ACTIVE', 'COMPLETED']);
    const active = await get<Goal>('/api/v1/backtests/goals/active/');
    expect(active.progress.progress_percent).toBeGreaterThan(30);
    expect(active.progress.progress_percent).toBeLessThan(100);
    const logs = await get<TimeLog[]>(`/api/v1/backtests/time-logs/?goal=${active.id}`);
    expect(logs.reduce((sum, log) => sum + log.duration_minutes, 0)).toBe(active.logged_minutes);
    expect(logs.some((log) => log.session !== null)).toBe(true);
  });

  it('leaves the database without a real account: the first start still creates the admin', async () => {
    const { usersService } = createAccountServices(t.db);
    expect(await usersService.ensureInitialAdmin(null)).toEqual({
      kind: 'created',
      password: expect.any(String),
    });
  });

  it('is idempotent: a second run replaces the account with the same data and removes the old files', async () => {
    const before = await ownedRows(t.db, summary.userId);
    const oldFiles = (await storedUploads(t.config.dataDir)).filter((file) =>
      file.startsWith(`${summary.userId}/`),
    );
    expect(oldFiles.length).toBe(
      2 * ((before?.tradeScreenshots ?? 0) + (before?.configurationScreenshots ?? 0)),
    );

    const again = await loadDemoInto(t, { now: NOW, password: 'un-autre-mot-de-passe' });
    expect(again.warnings).toEqual([]);
    expect(again.summary).toEqual({ ...summary, userId: again.summary.userId });
    expect(again.summary.userId).not.toBe(summary.userId);
    expect(await ownedRows(t.db, again.summary.userId)).toEqual(before);
    expect(await ownedRows(t.db, summary.userId)).toBeUndefined();
    const remaining = await storedUploads(t.config.dataDir);
    expect(remaining.filter((file) => file.startsWith(`${summary.userId}/`))).toEqual([]);
    await expect(signIn(t, 'demo', PASSWORD)).rejects.toThrow();
    await signIn(t, 'demo', 'un-autre-mot-de-passe');
  });
});
