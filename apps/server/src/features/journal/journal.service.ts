import {
  canonicalTimeZone,
  JOURNAL_DEFAULT_TIME_ZONE,
  type JournalDay,
  type JournalDaySummary,
  type journalDayListQuerySchema,
} from '@carnet/contract';
import {
  dayStartMs,
  type JournalDayTrade,
  journalDayStats,
  journalRuleBreaks,
  type PlanLock,
  planLock,
} from '@carnet/domain';
import type { z } from 'zod';
import type { JournalDayRow } from '../../db/schema/index.ts';
import type { CapitalAccountsService } from '../capital-accounts/capital-accounts.service.ts';
import type { TradesService } from '../trades/trades.service.ts';
import type { DayTradeTimes, JournalRepository } from './journal.repository.ts';
import { isWritten, toPlan, toReview, toState, toSummary } from './journal-day-response.ts';
import { type JournalDayBody, planValues, reviewValues, stateValues } from './journal-day-write.ts';

/** The most trades a journal day shows and counts (docs/rules/journal.md#day). */
export const JOURNAL_DAY_MAX_TRADES = 1_000;

export type JournalServiceDeps = {
  repository: JournalRepository;
  trades: Pick<TradesService, 'enteredBetween'>;
  accounts: Pick<CapitalAccountsService, 'list'>;
};

type DayListQuery = z.output<typeof journalDayListQuerySchema>;

/** The zone of a request: its `tz` as the runtime spells it, else the journal's default. */
const zoneOf = (tz: string | undefined) => canonicalTimeZone(tz ?? JOURNAL_DEFAULT_TIME_ZONE);

/** The instants bounding the days `from` … `to` in `zone` (validated dates: never null). */
function windowOf(from: string, to: string, zone: string): { start: Date; end: Date } {
  return { start: new Date(dayStartMs(from, zone) ?? 0), end: new Date(dayStartMs(to, zone, 1) ?? 0) };
}

/** docs/rules/journal.md#plan-lock, from the stored plan and the day's trades. */
function lockOf(row: JournalDayRow | undefined, times: DayTradeTimes): PlanLock {
  return planLock({
    recordedAtMs: row?.planRecordedAt?.getTime() ?? null,
    lockedByTraderAtMs: row?.planLockedAt?.getTime() ?? null,
    tradeRecordedAtMs: times.recordedAt.map((at) => at.getTime()),
    firstEntryMs: times.firstEntry?.getTime() ?? null,
  });
}

/** The day's journal (docs/rules/journal.md): each user's own days, their trades by local entry day. */
export function createJournalService({ repository, trades, accounts }: JournalServiceDeps) {
  async function getDay(userId: number, date: string, tz: string | undefined): Promise<JournalDay> {
    const zone = zoneOf(tz);
    const { start, end } = windowOf(date, date, zone);
    const row = await repository.find(userId, date);
    const items = await trades.enteredBetween(userId, start, end, JOURNAL_DAY_MAX_TRADES);
    const currencies = new Map(
      (await accounts.list(userId)).map((account) => [account.id, account.currency]),
    );
    const dayTrades: JournalDayTrade[] = items.map((item) => ({
      id: item.id,
      entry_date: item.entry_date,
      close_date: item.close_date,
      outcome: item.outcome,
      realized_rr: item.realized_rr,
      pnl_amount: item.pnl_amount,
      currency: item.capital_account === null ? null : (currencies.get(item.capital_account) ?? null),
    }));
    // Recording times to the microsecond: the list's are cut to the second (docs/api.md).
    const lock = lockOf(row, await repository.tradeTimes(userId, start, end));
    const plan = toPlan(row, lock);
    return {
      date,
      timezone: zone,
      plan,
      state: toState(row),
      review: toReview(row),
      trades: items,
      stats: journalDayStats(dayTrades),
      rule_breaks: journalRuleBreaks(dayTrades, plan),
    };
  }

  return {
    getDay,

    /** PUT: the sections sent, in one transaction on the day's row; a locked plan's content is a 400. */
    async putDay(
      userId: number,
      date: string,
      tz: string | undefined,
      body: JournalDayBody,
    ): Promise<JournalDay> {
      const { start, end } = windowOf(date, date, zoneOf(tz));
      await repository.writeDay(userId, date, async (row, queries) => {
        const now = new Date();
        const locked =
          body.plan === undefined
            ? false
            : lockOf(row, await queries.tradeTimes(start, end)).lockedAtMs !== null;
        await queries.update({
          ...(body.plan === undefined ? {} : planValues(row, body.plan, locked, now)),
          ...(body.state === undefined ? {} : stateValues(body.state)),
          ...(body.review === undefined ? {} : reviewValues(body.review)),
        });
      });
      return getDay(userId, date, tz);
    },

    /** GET /api/v1/journal/days/: the days of the period with something written or a trade, oldest first. */
    async listDays(userId: number, query: DayListQuery): Promise<JournalDaySummary[]> {
      const zone = zoneOf(query.tz);
      const { start, end } = windowOf(query.from, query.to, zone);
      const rows = new Map(
        (await repository.between(userId, query.from, query.to))
          .filter(isWritten)
          .map((row) => [row.date, row]),
      );
      const tradeDays = new Map(
        (await repository.tradeDays(userId, start, end, zone)).map((day) => [
          day.date,
          { trades: day.trades, total_r: Number(day.total_r) },
        ]),
      );
      const dates = [...new Set([...rows.keys(), ...tradeDays.keys()])].sort();
      return dates.map((date) =>
        toSummary(date, rows.get(date), tradeDays.get(date) ?? { trades: 0, total_r: 0 }),
      );
    },
  };
}

export type JournalService = ReturnType<typeof createJournalService>;
