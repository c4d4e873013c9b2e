import { z } from 'zod';
import { textField } from './common.ts';
import { FIELD_MESSAGES, IMPORT_TEMPLATE_MESSAGES, REQUIRED_MESSAGE } from './messages.ts';
import { isKnownTimeZone } from './time-zone.ts';

// docs/rules/imports.md « Column mapping »: a trader's template reads a CSV no platform reader knows. Each column value is a
// header name of the file; the first six columns are required.

/** The delimiters a template may name, with their French labels. */
export const IMPORT_DELIMITERS = [',', ';', '\t', '|'] as const;
export type ImportDelimiter = (typeof IMPORT_DELIMITERS)[number];
export const IMPORT_DELIMITER_LABELS: Record<ImportDelimiter, string> = {
  ',': 'Virgule ( , )',
  ';': 'Point-virgule ( ; )',
  '\t': 'Tabulation',
  '|': 'Barre verticale ( | )',
};

export const IMPORT_DECIMAL_SEPARATORS = ['.', ','] as const;
export type ImportDecimalSeparator = (typeof IMPORT_DECIMAL_SEPARATORS)[number];
export const IMPORT_DECIMAL_SEPARATOR_LABELS: Record<ImportDecimalSeparator, string> = {
  '.': 'Point (1234.56)',
  ',': 'Virgule (1234,56)',
};

/**
 * How a template's dates are written. In every format the seconds are optional and a date without a time reads
 * as 00:00; `ISO_8601` also takes `T`, fractions of a second and an offset (`Z`, `+02:00`), which then wins over
 * the zone.
 */
export const IMPORT_DATE_FORMATS = [
  'YYYY-MM-DD HH:mm:ss',
  'YYYY.MM.DD HH:mm:ss',
  'DD/MM/YYYY HH:mm',
  'DD.MM.YYYY HH:mm',
  'MM/DD/YYYY HH:mm:ss',
  'ISO_8601',
] as const;
export type ImportDateFormat = (typeof IMPORT_DATE_FORMATS)[number];
export const IMPORT_DATE_FORMAT_LABELS: Record<ImportDateFormat, string> = {
  'YYYY-MM-DD HH:mm:ss': 'AAAA-MM-JJ HH:mm:ss (2025-01-22 14:30:00)',
  'YYYY.MM.DD HH:mm:ss': 'AAAA.MM.JJ HH:mm:ss (2025.01.22 14:30:00)',
  'DD/MM/YYYY HH:mm': 'JJ/MM/AAAA HH:mm (22/01/2025 14:30)',
  'DD.MM.YYYY HH:mm': 'JJ.MM.AAAA HH:mm (22.01.2025 14:30)',
  'MM/DD/YYYY HH:mm:ss': 'MM/JJ/AAAA HH:mm:ss (01/22/2025 14:30:00)',
  ISO_8601: 'ISO 8601 (2025-01-22T14:30:00Z)',
};

/**
 * The words a `direction` cell may hold, compared trimmed and case-insensitively; any other value is a line error.
 */
export const IMPORT_DIRECTION_WORDS = {
  LONG: ['buy', 'long', 'achat', 'acheter', 'b', 'l'],
  SHORT: ['sell', 'short', 'vente', 'vendre', 's'],
} as const;

/**
 * The columns a template maps, in the order the UI shows them; the first six are required. A row whose close-date
 * cell is empty is an open trade; a row with a close date needs an exit price, else it is a line error.
 */
export const IMPORT_TEMPLATE_REQUIRED_COLUMNS = [
  'asset_name',
  'direction',
  'entry_date',
  'close_date',
  'quantity',
  'entry_price',
] as const;
export const IMPORT_TEMPLATE_OPTIONAL_COLUMNS = [
  'exit_price',
  'stop_loss_price',
  'fees',
  'swap',
  'pnl_amount',
  'external_id',
] as const;
export type ImportTemplateColumn =
  | (typeof IMPORT_TEMPLATE_REQUIRED_COLUMNS)[number]
  | (typeof IMPORT_TEMPLATE_OPTIONAL_COLUMNS)[number];

export const IMPORT_TEMPLATE_COLUMN_LABELS: Record<ImportTemplateColumn, string> = {
  asset_name: 'Actif',
  direction: 'Sens (achat / vente)',
  entry_date: 'Date d’entrée',
  close_date: 'Date de clôture',
  quantity: 'Quantité',
  entry_price: 'Prix d’entrée',
  exit_price: 'Prix de sortie',
  stop_loss_price: 'Stop loss',
  fees: 'Frais',
  swap: 'Swap',
  pnl_amount: 'Résultat net',
  external_id: 'Identifiant',
};

export const MAX_IMPORT_TEMPLATE_NAME = 120;
const MAX_HEADER_NAME = 200;

const headerName = textField()
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(MAX_HEADER_NAME, '200 caractères au maximum.');
/** An optional column: absent, null or empty means « not in the file ». */
const optionalHeaderName = z
  .union([headerName, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

export const importTemplateColumnsSchema = z.object({
  asset_name: headerName,
  direction: headerName,
  entry_date: headerName,
  close_date: headerName,
  quantity: headerName,
  entry_price: headerName,
  exit_price: optionalHeaderName,
  stop_loss_price: optionalHeaderName,
  fees: optionalHeaderName,
  swap: optionalHeaderName,
  pnl_amount: optionalHeaderName,
  external_id: optionalHeaderName,
});
export type ImportTemplateColumns = z.output<typeof importTemplateColumnsSchema>;

/** Body of POST /api/v1/import-templates/ and PUT …/{id}/. */
export const importTemplateInputSchema = z.object({
  name: textField()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(MAX_IMPORT_TEMPLATE_NAME, `${MAX_IMPORT_TEMPLATE_NAME} caractères au maximum.`),
  delimiter: z.enum(IMPORT_DELIMITERS, { error: IMPORT_TEMPLATE_MESSAGES.unknownDelimiter }),
  decimal_separator: z.enum(IMPORT_DECIMAL_SEPARATORS, {
    error: IMPORT_TEMPLATE_MESSAGES.unknownDecimalSeparator,
  }),
  date_format: z.enum(IMPORT_DATE_FORMATS, { error: IMPORT_TEMPLATE_MESSAGES.unknownDateFormat }),
  timezone: z.string().refine(isKnownTimeZone, { message: FIELD_MESSAGES.unknownTimeZone }),
  columns: importTemplateColumnsSchema,
});
export type ImportTemplateInput = z.input<typeof importTemplateInputSchema>;

/** A template as the API answers it: unmapped optional columns are null. */
export const importTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  delimiter: z.enum(IMPORT_DELIMITERS),
  decimal_separator: z.enum(IMPORT_DECIMAL_SEPARATORS),
  date_format: z.enum(IMPORT_DATE_FORMATS),
  timezone: z.string(),
  columns: z.object({
    asset_name: z.string(),
    direction: z.string(),
    entry_date: z.string(),
    close_date: z.string(),
    quantity: z.string(),
    entry_price: z.string(),
    exit_price: z.string().nullable(),
    stop_loss_price: z.string().nullable(),
    fees: z.string().nullable(),
    swap: z.string().nullable(),
    pnl_amount: z.string().nullable(),
    external_id: z.string().nullable(),
  }),
});
export type ImportTemplate = z.infer<typeof importTemplateSchema>;
export const importTemplateListSchema = z.array(importTemplateSchema);

/** How many rows of a file POST /api/v1/imports/header/ shows. */
export const IMPORT_HEADER_SAMPLE_ROWS = 5;

/** POST /api/v1/imports/header/ (multipart `file`): the guessed delimiter, the header and the first rows. */
export const importHeaderSchema = z.object({
  delimiter: z.enum(IMPORT_DELIMITERS),
  columns: z.array(z.string()),
  sample: z.array(z.array(z.string())),
});
export type ImportHeader = z.infer<typeof importHeaderSchema>;
