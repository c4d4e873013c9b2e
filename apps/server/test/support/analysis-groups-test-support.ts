import {
  ANALYSIS_NONE_KEY,
  type AnalysisScopeQuery,
  type Configuration,
  type LinkedBreakdown,
  type Trade,
} from '@carnet/contract';
import { durationBucket } from '@carnet/domain';
import { eq } from 'drizzle-orm';
import { trades } from '../../src/db/schema/index.ts';
import type { TestApp } from '../build-test-app.ts';
import { type Api, createAccount, longTrade } from './trades-test-support.ts';

/**
 * One trade of the journal behind the analysis links: its instants (UTC), R (null: closed, then its stop removed,
 * as an import without a stop leaves it), configuration, type and the checklist items it passed, tags, and the
 * account, side, source and draft state that the analysis's scope and groups read.
 */
export type GroupsTrade = {
  entry: string;
  close?: string;
  r: number | null;
  strategy?: { type?: 'Cassure' | 'Retest'; passed: readonly string[] };
  tags?: string[];
  onSecondAccount?: boolean;
  isShort?: boolean;
  asset?: string;
  isImported?: boolean;
  isDraft?: boolean;
};

/** A seeded trade as the oracle reads it: its API face, and whether an import wrote it. */
export type SeededTrade = { trade: Trade; isImported: boolean };

const CHECKLIST = ['HTF_ZONE', 'LTF_BOS', 'VOLUME'];

/**
 * Creates each trade through the API (LONG 50 000 / stop 49 000, or SHORT 50 000 / stop 51 000: R = ±(close −
 * 50 000) / 1 000), closes it, then marks imports with a platform id and removes the stop of an unknown R.
 */
export async function seedGroupsJournal(
  t: TestApp,
  api: Api,
  setup: { accountId: number; configuration: Configuration },
  journal: readonly GroupsTrade[],
): Promise<SeededTrade[]> {
  const second = await createAccount(api, '5000');
  const typeId = (name: string) => setup.configuration.types.find((type) => type.description === name)?.id;
  const seeded: SeededTrade[] = [];
  for (const [index, spec] of journal.entries()) {
    const created = await api.createTrade(
      longTrade(spec.onSecondAccount ? second.id : setup.accountId, {
        entry_date: spec.entry,
        asset_name: spec.asset ?? 'BTCUSDT',
        tags: spec.tags ?? [],
        is_draft: spec.isDraft ?? false,
        ...(spec.isShort
          ? {
              direction: 'SHORT',
              stop_loss_price: '51000',
              take_profits: [{ price: '49000', quantity_to_sell: '1' }],
            }
          : {}),
        ...(spec.strategy === undefined
          ? {}
          : {
              strategy: setup.configuration.id,
              strategy_type: spec.strategy.type === undefined ? null : typeId(spec.strategy.type),
              initial_confirmations: CHECKLIST.map((key) => ({
                key,
                passed: spec.strategy?.passed.includes(key) ?? false,
              })),
            }),
      }),
    );
    if (spec.close !== undefined) {
      const move = 1_000 * (spec.r ?? 1) * (spec.isShort ? -1 : 1);
      await api.close(created.id, { close_price: String(50_000 + move), close_date: spec.close });
    }
    if (spec.r === null) {
      await t.db
        .update(trades)
        .set({ stopLossPrice: null, realizedRr: null, plannedRr: null })
        .where(eq(trades.id, created.id));
    }
    if (spec.isImported) {
      await t.db
        .update(trades)
        .set({ externalId: `ticket-${index}` })
        .where(eq(trades.id, created.id));
    }
    seeded.push({ trade: await api.trade(created.id), isImported: spec.isImported ?? false });
  }
  return seeded;
}

/** A date-time part of an instant on the wall clock of `timeZone`, read by Intl (not by PostgreSQL). */
function wallClock(instant: string, timeZone: string, part: Intl.DateTimeFormatPartTypes): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
  }).formatToParts(new Date(instant));
  return parts.find((found) => found.type === part)?.value ?? '';
}

const ISO_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const closeDay = (trade: Trade, timeZone: string) => {
  const close = trade.close_date ?? '';
  const part = (name: Intl.DateTimeFormatPartTypes) => wallClock(close, timeZone, name);
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/** The oracle's scope: closed, non-draft, closed on the period's days in the zone, on the account, with the tag. */
export function isInScope({ trade }: SeededTrade, scope: AnalysisScopeQuery): boolean {
  if (trade.status !== 'CLOSED' || trade.is_draft) return false;
  const day = closeDay(trade, scope.tz);
  if (scope.from !== undefined && day < scope.from) return false;
  if (scope.to !== undefined && day > scope.to) return false;
  if (scope.capital_account !== undefined && trade.capital_account !== scope.capital_account) return false;
  const tag = scope.tag?.toLowerCase();
  return tag === undefined || trade.tags.some((own) => own.toLowerCase() === tag);
}

const orNone = (value: string | number | null) => (value === null ? ANALYSIS_NONE_KEY : String(value));

/**
 * The oracle: the group keys of a trade in a breakdown (docs/rules/statistics.md), computed here from its API face with Intl
 * and the domain's buckets, apart from the SQL the server groups and filters by. A trade has one key per
 * dimension, none or several tags.
 */
export function groupKeysOf(
  { trade, isImported }: SeededTrade,
  dimension: LinkedBreakdown,
  timeZone: string,
): string[] {
  const close = trade.close_date ?? '';
  switch (dimension) {
    case 'grade':
      return [orNone(trade.grade)];
    case 'timing_class':
      return [orNone(trade.timing_class)];
    case 'compliance':
      return [trade.is_compliant ? 'COMPLIANT' : 'NON_COMPLIANT'];
    case 'strategy':
      return [orNone(trade.strategy)];
    case 'strategy_type':
      return [orNone(trade.strategy_type)];
    case 'tag':
      return trade.tags.length === 0 ? [ANALYSIS_NONE_KEY] : trade.tags.map((tag) => tag.toLowerCase());
    case 'asset':
      return [trade.asset_name];
    case 'asset_type':
      return [trade.asset_type];
    case 'direction':
      return [trade.direction];
    case 'weekday':
      return [String(ISO_WEEKDAYS.indexOf(wallClock(trade.entry_date, timeZone, 'weekday')) + 1)];
    case 'hour':
      return [String(Number(wallClock(trade.entry_date, timeZone, 'hour')))];
    case 'month':
      return [`${wallClock(close, timeZone, 'year')}-${wallClock(close, timeZone, 'month')}`];
    case 'duration':
      return [durationBucket(Date.parse(close) - Date.parse(trade.entry_date))];
    case 'capital_account':
      return [orNone(trade.capital_account)];
    case 'source':
      return [isImported ? 'IMPORT' : 'MANUAL'];
  }
}

/** The checklist keys a trade passed (`passed`) or missed. */
export const confirmationKeysOf = ({ trade }: SeededTrade, passed: boolean): string[] =>
  trade.confirmations.filter((item) => item.passed === passed).map((item) => item.key);
