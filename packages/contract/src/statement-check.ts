import { z } from 'zod';
import { importedTradeSchema, importOptionsSchema } from './imports.ts';

/**
 * POST /api/v1/capital-accounts/{id}/reconcile/ (multipart `file`): the file is read as an import would read it
 * (`platform` optional, `point_values` for unknown futures roots), its times and days in `timezone` (required).
 */
export const statementCheckOptionsSchema = importOptionsSchema
  .pick({ platform: true, point_values: true })
  .extend({ timezone: importOptionsSchema.shape.timezone.unwrap() });
export type StatementCheckOptions = z.output<typeof statementCheckOptionsSchema>;

/** The fields of a matched trade compared with the file, in the order a difference is listed. */
export const STATEMENT_FIELDS = [
  'asset_name',
  'direction',
  'quantity',
  'entry_price',
  'entry_date',
  'status',
  'close_price',
  'close_date',
  'fees',
  'swap',
  'pnl_amount',
] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];

/** What the account page calls each field compared. */
export const STATEMENT_FIELD_LABELS: Record<StatementField, string> = {
  asset_name: 'Actif',
  direction: 'Sens',
  quantity: 'Quantité',
  entry_price: 'Prix d’entrée',
  entry_date: 'Date d’entrée',
  status: 'Statut',
  close_price: 'Prix de clôture',
  close_date: 'Date de clôture',
  fees: 'Frais',
  swap: 'Swap',
  pnl_amount: 'P&L net',
};

/** A trade of the account that the file does not hold. */
export const statementExtraSchema = z.object({
  id: z.number().int(),
  asset_name: z.string(),
  entry_date: z.string(),
  pnl_amount: z.string().nullable(),
});

/** One field of a matched trade that differs: the account's value and the file's (null when absent). */
export const statementDifferenceSchema = z.object({
  id: z.number().int(),
  external_id: z.string(),
  field: z.enum(STATEMENT_FIELDS),
  carnet: z.string().nullable(),
  file: z.string().nullable(),
});

/** The net of the trades closed on one day (YYYY-MM-DD in the request's zone), the account's against the file's. */
export const statementDaySchema = z.object({
  date: z.string(),
  carnet_net: z.string(),
  file_net: z.string(),
  difference: z.string(),
});

/** The answer: `ok` when nothing is missing, extra or different and every day's difference is zero. */
export const statementCheckSchema = z.object({
  ok: z.boolean(),
  matched: z.number().int(),
  missing: z.array(importedTradeSchema),
  extra: z.array(statementExtraSchema),
  different: z.array(statementDifferenceSchema),
  days: z.array(statementDaySchema),
});
export type StatementCheck = z.infer<typeof statementCheckSchema>;
export type StatementExtra = z.infer<typeof statementExtraSchema>;
export type StatementDifference = z.infer<typeof statementDifferenceSchema>;
export type StatementDay = z.infer<typeof statementDaySchema>;
