import { DIRECTIONS, TIMING_CLASSES } from '@carnet/domain';
import { z } from 'zod';
import { isoDateTimeField, queryIdField } from './common.ts';
import { ASSET_TYPES, TRADE_STATUSES } from './enums.ts';
import { FIELD_MESSAGES } from './messages.ts';

const BOOLEAN_MESSAGE = 'Valeur invalide : true ou false.';
const choiceMessage = (values: readonly string[]) =>
  `Valeur inconnue. Valeurs possibles : ${values.join(', ')}.`;
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: choiceMessage(values) });

/** A close bound: an instant, UTC or with its offset. */
const closeBoundField = isoDateTimeField(FIELD_MESSAGES.invalidDateTime);

/** `true` / `false` in a query string. */
const queryBooleanField = z
  .enum(['true', 'false'], { error: BOOLEAN_MESSAGE })
  .transform((value) => value === 'true');

/**
 * The optional filters of GET /api/v1/trades/ beyond the entry dates and the tag (issue 17): each maps to one
 * column, so a breakdown row of the analysis (DESIGN §12) links to exactly its trades. Close dates are instants.
 */
export const tradeListFilterFields = {
  close_date__gte: closeBoundField.optional(),
  close_date__lte: closeBoundField.optional(),
  capital_account: queryIdField.optional(),
  status: choice(TRADE_STATUSES).optional(),
  is_draft: queryBooleanField.optional(),
  grade: z.string().trim().min(1).max(10).optional(),
  timing_class: choice(TIMING_CLASSES).optional(),
  direction: choice(DIRECTIONS).optional(),
  asset_type: choice(ASSET_TYPES).optional(),
  asset_name: z.string().trim().min(1).max(40).optional(),
  strategy: queryIdField.optional(),
  is_compliant: queryBooleanField.optional(),
};

/** The names of those filters, as the list's address and query string spell them. */
export type TradeListFilterName = keyof typeof tradeListFilterFields;
export const TRADE_LIST_FILTER_NAMES = Object.keys(tradeListFilterFields) as TradeListFilterName[];

/** Their values as text, as a link or an address carries them. */
export type TradeListFilterParams = Partial<Record<TradeListFilterName, string>>;
