import {
  canonicalTimeZone,
  type setConfirmationsSchema,
  type TagUsage,
  TRADES_PAGE_SIZE,
  type Trade,
  type TradeHistoryChanges,
  type TradeHistoryEntry,
  type TradeListItem,
  type TradeSearchQuery,
  type tradeListQuerySchema,
} from '@carnet/contract';
import type { z } from 'zod';
import { invalid, notFound, ownedOr404 } from '../../http/errors.ts';
import type { ScreenshotChange } from '../screenshots/screenshot-gallery.ts';
import type { TradeBody } from './plan-trade-save.ts';
import { reopenTrade } from './reopen-trade.ts';
import { saveTrade } from './save-trade.ts';
import { complianceValues } from './trade-compliance.ts';
import { tradeChanges } from './trade-history.ts';
import { TRADE_MESSAGES } from './trade-messages.ts';
import { reversal } from './trade-money.ts';
import type { TradeReferences } from './trade-references.ts';
import { toTrade, toTradeListItem } from './trade-response.ts';
import type { TradeScreenshotGallery } from './trade-screenshots.ts';
import type { EntryDateRange, TradeFilter, TradesRepository } from './trades.repository.ts';

export type TradeListQuery = z.output<typeof tradeListQuerySchema>;
export type ConfirmationChecks = z.output<typeof setConfirmationsSchema>;

export type TradePageResult = { count: number; page: number; hasNext: boolean; results: TradeListItem[] };

export type TradesServiceDeps = {
  repository: TradesRepository;
  references: TradeReferences;
  gallery: TradeScreenshotGallery;
  /** The zone of the list's weekday, hour and month filters when the caller sends no `tz` (as the analysis). */
  defaultTimeZone: string;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** entry_date__gte/lte take a date (whole UTC days, the upper one included) or a datetime. */
export function entryDateRange(
  query: Pick<TradeListQuery, 'entry_date__gte' | 'entry_date__lte'>,
): EntryDateRange {
  const range: EntryDateRange = {};
  const from = query.entry_date__gte;
  const to = query.entry_date__lte;
  if (from !== undefined) range.gte = new Date(DATE_ONLY.test(from) ? `${from}T00:00:00Z` : from);
  if (to !== undefined) {
    if (DATE_ONLY.test(to)) range.lt = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
    else range.lte = new Date(to);
  }
  return range;
}

/**
 * The list's filters from its query string: close bounds are instants, both included; the groups of
 * an analysis breakdown are keys as text, their zone the canonical spelling of `tz` (the analysis's).
 */
export function tradeFilterOf(query: TradeListQuery, defaultTimeZone: string): TradeFilter {
  const { close_date__gte: closeGte, close_date__lte: closeLte } = query;
  const { capital_account, status, outcome, is_draft, grade, timing_class, direction, asset_type } = query;
  const { asset_name, strategy, is_compliant, tag } = query;
  const { entry_weekday, entry_hour, close_month, duration, source, strategy_type } = query;
  const { confirmation_passed, confirmation_missed, also_tag } = query;
  const { grade__isnull, timing_class__isnull, strategy__isnull, strategy_type__isnull, tag__isnull } = query;
  const asKey = (value: number | undefined) => (value === undefined ? undefined : String(value));
  return {
    ...entryDateRange(query),
    tag,
    ...(closeGte === undefined ? {} : { closeGte: new Date(closeGte) }),
    ...(closeLte === undefined ? {} : { closeLte: new Date(closeLte) }),
    columns: {
      capital_account,
      status,
      outcome,
      is_draft,
      grade,
      timing_class,
      direction,
      asset_type,
      asset_name,
      strategy,
      is_compliant,
    },
    groups: {
      entry_weekday: asKey(entry_weekday),
      entry_hour: asKey(entry_hour),
      close_month,
      duration,
      source,
      strategy_type: asKey(strategy_type),
      confirmation_passed,
      confirmation_missed,
      also_tag,
      grade__isnull,
      timing_class__isnull,
      strategy__isnull,
      strategy_type__isnull,
      tag__isnull,
    },
    // Spelt only when sent: building a formatter costs about half a millisecond, and the default is canonical.
    timeZone: query.tz === undefined ? defaultTimeZone : canonicalTimeZone(query.tz),
  };
}

/** Trades (docs/rules/trades.md#fields, docs/api.md): each user's own; another user's trade is a 404 (docs/api.md). */
export function createTradesService({ repository, references, gallery, defaultTimeZone }: TradesServiceDeps) {
  async function get(userId: number, id: number): Promise<Trade> {
    const record = ownedOr404(await repository.findOwned(userId, id));
    return toTrade(record, await gallery.present(record.screenshots));
  }

  return {
    get,

    /** The 404 of a trade that is not the caller's (the screenshot routes run it first). */
    requireOwned: async (userId: number, id: number) => ownedOr404(await repository.findOwnedRow(userId, id)),

    /**
     * Page-number pagination, newest entry first unless `ordering` says otherwise (docs/api.md); a page past the end is a 404, and so is another
     * user's `capital_account` filter (as the analysis routes answer).
     */
    async list(userId: number, query: TradeListQuery): Promise<TradePageResult> {
      const account = query.capital_account;
      if (account !== undefined) ownedOr404(await references.findAccount(userId, account));
      const range = tradeFilterOf(query, defaultTimeZone);
      const offset = (query.page - 1) * TRADES_PAGE_SIZE;
      const page = { ordering: query.ordering, offset, limit: TRADES_PAGE_SIZE };
      const { count, rows } = await repository.pageOwned(userId, range, page);
      if (query.page > 1 && rows.length === 0) throw notFound();
      return {
        count,
        page: query.page,
        hasNext: offset + rows.length < count,
        results: rows.map(toTradeListItem),
      };
    },

    /**
     * The caller's trades (drafts left out) entered in [start, end), oldest entry first, as the list shows them:
     * a journal day's trades (docs/rules/journal.md#day), at most `limit`.
     */
    async enteredBetween(userId: number, start: Date, end: Date, limit: number): Promise<TradeListItem[]> {
      const range: TradeFilter = {
        gte: start,
        lt: end,
        columns: { is_draft: false },
        timeZone: defaultTimeZone,
      };
      const page = { ordering: 'entry_date' as const, offset: 0, limit };
      return (await repository.pageOwned(userId, range, page)).rows.map(toTradeListItem);
    },

    /** GET /api/v1/trades/search/: the caller's trades by symbol or tag, a page past the end a 404 (docs/api.md#search). */
    async search(userId: number, query: TradeSearchQuery): Promise<TradePageResult> {
      const offset = (query.page - 1) * TRADES_PAGE_SIZE;
      const { count, rows } = await repository.searchOwned(userId, query.q, {
        offset,
        limit: TRADES_PAGE_SIZE,
      });
      if (query.page > 1 && rows.length === 0) throw notFound();
      return {
        count,
        page: query.page,
        hasNext: offset + rows.length < count,
        results: rows.map(toTradeListItem),
      };
    },

    /** GET …/history/: the trade's history, newest first (docs/rules/trades.md). */
    async history(userId: number, id: number): Promise<TradeHistoryEntry[]> {
      ownedOr404(await repository.findOwnedRow(userId, id));
      return repository.historyOf(id);
    },

    /** POST …/reopen/ (docs/rules/trades.md). */
    async reopen(userId: number, id: number): Promise<Trade> {
      await reopenTrade(repository, userId, id);
      return get(userId, id);
    },

    /** A screenshot added or removed is a change of the trade: it goes in its history. */
    async recordScreenshots(
      tradeId: number,
      action: 'SCREENSHOT_ADDED' | 'SCREENSHOT_REMOVED',
      screenshots: readonly ScreenshotChange[],
    ): Promise<void> {
      const faces = screenshots.map(({ id, kind, caption }) => ({ id, kind, caption }));
      const changes: TradeHistoryChanges = {
        screenshots: action === 'SCREENSHOT_ADDED' ? [null, faces] : [faces, null],
      };
      await repository.appendHistory(tradeId, { action, changes });
    },

    /** GET /api/v1/tags/: the caller's tags by use (docs/rules/trades.md). */
    tags: (userId: number): Promise<TagUsage[]> => repository.tagUsage(userId),

    async create(userId: number, body: TradeBody): Promise<Trade> {
      const id = await saveTrade({ repository, references }, userId, body, undefined);
      return get(userId, id);
    },

    async update(userId: number, id: number, body: TradeBody): Promise<Trade> {
      await saveTrade({ repository, references }, userId, body, id);
      return get(userId, id);
    },

    /**
     * A closed trade's pnl leaves its account in the same transaction (its account locked before it, the lock
     * order of account-balance.queries.ts); its files go after the commit, so a retried transaction removes none.
     */
    async delete(userId: number, id: number): Promise<void> {
      const screenshots = await repository.transaction(async (queries) => {
        const trade = ownedOr404(await queries.lockOwnedWithAccount(userId, id));
        if (trade.status === 'CLOSED' && trade.pnlAmount !== null) {
          await queries.addToBalance(trade.capitalAccountId, reversal(trade.pnlAmount));
        }
        const rows = await queries.deleteScreenshotsOf(id);
        await queries.delete(id);
        return rows;
      });
      await gallery.discardFiles(screenshots);
    },

    /** POST …/set_confirmations/: ticks by confirmation id; compliance is re-stored with them. */
    async setConfirmations(userId: number, id: number, checks: ConfirmationChecks): Promise<Trade> {
      const before = ownedOr404(await repository.findOwnedRow(userId, id));
      const config =
        before.strategyId === null
          ? undefined
          : await references.findComplianceConfig(userId, before.strategyId);
      await repository.transaction(async (queries) => {
        const trade = ownedOr404(await queries.lockOwned(userId, id));
        const [confirmations, takeProfits] = await Promise.all([
          queries.confirmationsOf(id),
          queries.takeProfitsOf(id),
        ]);
        const known = new Set(confirmations.map((confirmation) => confirmation.id));
        if (checks.some((check) => !known.has(check.id))) throw invalid(TRADE_MESSAGES.unknownConfirmation);
        const byId = new Map(checks.map((check) => [check.id, check]));
        const checklist = confirmations.map((confirmation) => ({
          ...confirmation,
          ...byId.get(confirmation.id),
        }));
        await queries.updateConfirmations(id, [...byId.values()]);
        // The configuration read before the lock still applies only if the trade kept it meanwhile.
        const after =
          config === undefined || trade.strategyId !== before.strategyId
            ? trade
            : await queries.update(
                id,
                complianceValues(config, {
                  confirmations: checklist,
                  beMoved: trade.beMoved,
                  takeProfitPrices: takeProfits.map((takeProfit) => takeProfit.price),
                  entryDate: trade.entryDate,
                }),
              );
        const ticks = (items: typeof confirmations) =>
          items.map(({ key, passed, note }) => ({ key, passed, note }));
        const changes = tradeChanges({ trade, takeProfits }, { trade: after, takeProfits });
        if (JSON.stringify(ticks(confirmations)) !== JSON.stringify(ticks(checklist))) {
          changes.confirmations = [ticks(confirmations), ticks(checklist)];
        }
        if (Object.keys(changes).length > 0)
          await queries.appendHistory(id, { action: 'CONFIRMATIONS', changes });
      });
      return get(userId, id);
    },
  };
}

export type TradesService = ReturnType<typeof createTradesService>;
