import { DIRECTIONS, DURATION_BUCKETS, TIMING_CLASSES } from '@carnet/domain';
import { z } from 'zod';
import { TRADE_SOURCES } from './analysis-labels.ts';
import { isoDateTimeField, queryIdField, textField } from './common.ts';
import { confirmationDefinitionSchema } from './configurations.ts';
import { ASSET_TYPES, TRADE_OUTCOMES, TRADE_STATUSES } from './enums.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { monthField, timeZoneQueryField } from './query-fields.ts';
import { tagSchema } from './tags.ts';

const BOOLEAN_MESSAGE = 'Valeur invalide : true ou false.';
const WEEKDAY_MESSAGE = 'Jour invalide : de 1 (lundi) à 7 (dimanche).';
const HOUR_MESSAGE = 'Heure invalide : de 0 à 23.';
const choiceMessage = (values: readonly string[]) =>
  `Valeur inconnue. Valeurs possibles : ${values.join(', ')}.`;
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: choiceMessage(values) });

/** `true` / `false` in a query string. */
const queryBooleanField = z
  .enum(['true', 'false'], { error: BOOLEAN_MESSAGE })
  .transform((value) => value === 'true');

/** A whole number from `min` to `max` in a query string. */
const queryIntegerField = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** A close bound: an instant, UTC or with its offset. */
const closeBoundField = isoDateTimeField(FIELD_MESSAGES.invalidDateTime);

/**
 * The optional filters of GET /api/v1/trades/ beyond the entry dates and the tag, so that each
 * breakdown row of the analysis (docs/rules/statistics.md) links to exactly its trades: each selects the trades the analysis
 * puts in one group, with the analysis's own group keys. Close dates are instants.
 */
export const tradeListFilterFields = {
  close_date__gte: closeBoundField.optional(),
  close_date__lte: closeBoundField.optional(),
  capital_account: queryIdField.optional(),
  status: choice(TRADE_STATUSES).optional(),
  outcome: choice(TRADE_OUTCOMES).optional(),
  is_draft: queryBooleanField.optional(),
  grade: textField().trim().min(1).max(10).optional(),
  timing_class: choice(TIMING_CLASSES).optional(),
  direction: choice(DIRECTIONS).optional(),
  asset_type: choice(ASSET_TYPES).optional(),
  asset_name: textField().trim().min(1).max(40).optional(),
  strategy: queryIdField.optional(),
  is_compliant: queryBooleanField.optional(),
  /** ISO weekday of the entry in `tz` (1 = Monday … 7 = Sunday): a `weekday` group. */
  entry_weekday: queryIntegerField(1, 7, WEEKDAY_MESSAGE).optional(),
  /** Hour of the entry in `tz` (0–23): an `hour` group. */
  entry_hour: queryIntegerField(0, 23, HOUR_MESSAGE).optional(),
  /** Month of the close in `tz` (`YYYY-MM`): a `month` group. */
  close_month: monthField.optional(),
  /** The zone of `entry_weekday`, `entry_hour` and `close_month`; the server's when absent, as the analysis. */
  tz: timeZoneQueryField.optional(),
  /** Time from entry to close in the domain's buckets: a `duration` group. */
  duration: choice(DURATION_BUCKETS).optional(),
  /** Typed in the form or created by an import (docs/rules/imports.md): a `source` group. */
  source: choice(TRADE_SOURCES).optional(),
  strategy_type: queryIdField.optional(),
  /** A confirmation key of the trade's checklist snapshot, passed or missed: a side of a `confirmation` row. */
  confirmation_passed: confirmationDefinitionSchema.shape.key.optional(),
  confirmation_missed: confirmationDefinitionSchema.shape.key.optional(),
  /** A second tag the trades carry besides `tag`: a `tag` group while the analysis is filtered on a tag. */
  also_tag: tagSchema.optional(),
  /** `true`: the trades without a value, the « sans » group of the dimension; `false`: those with one. */
  grade__isnull: queryBooleanField.optional(),
  timing_class__isnull: queryBooleanField.optional(),
  strategy__isnull: queryBooleanField.optional(),
  strategy_type__isnull: queryBooleanField.optional(),
  tag__isnull: queryBooleanField.optional(),
};

/** The names of those filters, as the list's address and query string spell them. */
export type TradeListFilterName = keyof typeof tradeListFilterFields;
export const TRADE_LIST_FILTER_NAMES = Object.keys(tradeListFilterFields) as TradeListFilterName[];

/** Their values as text, as a link or an address carries them. */
export type TradeListFilterParams = Partial<Record<TradeListFilterName, string>>;

/** The list's sortable columns: the entry date, realized R and the net money, each by an index of its own. */
export const TRADE_SORT_FIELDS = ['entry_date', 'realized_rr', 'pnl_amount'] as const;
export type TradeSortField = (typeof TRADE_SORT_FIELDS)[number];
/** `field` ascending, `-field` descending (DRF's spelling); ties by id in the same direction. */
export const TRADE_ORDERINGS = [
  'entry_date',
  '-entry_date',
  'realized_rr',
  '-realized_rr',
  'pnl_amount',
  '-pnl_amount',
] as const satisfies readonly (TradeSortField | `-${TradeSortField}`)[];
export type TradeOrdering = (typeof TRADE_ORDERINGS)[number];
/** The list's order when the query says none: newest entry first (docs/api.md#pagination). */
export const DEFAULT_TRADE_ORDERING: TradeOrdering = '-entry_date';
/** `ordering` of GET /api/v1/trades/. */
export const tradeOrderingField = z
  .enum(TRADE_ORDERINGS, { error: choiceMessage(TRADE_ORDERINGS) })
  .default(DEFAULT_TRADE_ORDERING);
