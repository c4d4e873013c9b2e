import {
  initialConfirmationSchema,
  PNL_SOURCES,
  recordedPlanSchema,
  riskPctRule,
  tagsField,
  textField,
  tradeCreateSchema,
  tradeUpdateSchema,
} from '@carnet/contract';
import {
  CONFIRMATION_LEVELS,
  isRInBounds,
  normalizeDecimal,
  restoreNeutralised,
  storableTextError,
  TIMING_CLASSES,
} from '@carnet/domain';
import { z } from 'zod';
import type { ParsedJournal } from '../../parsed-file.ts';
import { ITEM_SEPARATOR, PART_SEPARATOR, type TradesCsvColumn } from './trades-csv-format.ts';

// The journal part of a row of Carnet's own trades.csv (trades-csv-row.ts writes it): each cell checked against
// what the database stores (a text PostgreSQL refuses, a varchar too long, a number that is none) before anything
// is written, so a damaged row is a line error and never a failed import. A column the file's layout lacks (a file
// written before it was added) reads as empty: no type, no score, no reasons, no checklist.

/** A text cell as exported (neutralised against formulas), restored. */
const restored = z.string().transform(restoreNeutralised);

/** An empty cell is null, any other goes through `schema`. */
const orNull = <Output>(schema: z.ZodType<Output, string>) =>
  z
    .string()
    .transform((cell) => (cell === '' ? null : cell))
    .pipe(schema.nullable());

const optionalText = (limit: number) => orNull(restored.pipe(textField().max(limit)));
const decimal = z.string().transform((cell, context) => normalizeDecimal(cell) ?? invalid(context));
const number = decimal.transform(Number).pipe(z.number().finite());
const flag = z.enum(['true', 'false']).transform((cell) => cell === 'true');

function invalid(context: z.RefinementCtx): never {
  context.addIssue({ code: 'custom', message: 'illisible' });
  return z.NEVER;
}

/** Every string inside a parsed JSON value is one PostgreSQL's jsonb stores as sent (no NUL, no half pair). */
function isStorableJson(value: unknown): boolean {
  if (typeof value === 'string') return storableTextError(value) === null;
  if (Array.isArray(value)) return value.every(isStorableJson);
  if (typeof value === 'object' && value !== null) return Object.values(value).every(isStorableJson);
  return true;
}

/** A JSON cell (written by JSON.stringify), its value checked by `schema`; an empty cell is `empty`. */
function json<Schema extends z.ZodType>(schema: Schema, empty: z.input<Schema>) {
  return z
    .string()
    .transform((cell, context): unknown => {
      if (cell === '') return empty;
      try {
        return JSON.parse(restoreNeutralised(cell));
      } catch {
        return invalid(context);
      }
    })
    .pipe(schema)
    .refine(isStorableJson);
}

/** `price@quantity_to_sell@hit` items joined by `|`, hit `1` or `0`. */
const takeProfits = z.string().transform((cell, context) =>
  cell === ''
    ? []
    : cell.split(ITEM_SEPARATOR).map((item) => {
        const [price, quantity, hit] = item.split(PART_SEPARATOR);
        const isHit = hit === '1' ? true : hit === '0' ? false : null;
        const checked = [normalizeDecimal(price), normalizeDecimal(quantity)] as const;
        if (checked[0] === null || checked[1] === null || isHit === null) return invalid(context);
        return { price: checked[0], quantity_to_sell: checked[1], is_hit: isHit };
      }),
);

/** A confirmation of the trade's checklist as `trade_confirmations` stores it (varchar 60 and 200). */
const confirmationSchema = z.object({
  key: textField().max(60),
  label: textField().max(200),
  level: z.enum(CONFIRMATION_LEVELS),
  mandatory: z.boolean(),
  weight: z.number().finite(),
  passed: z.boolean(),
  note: initialConfirmationSchema.shape.note,
});

/** The journal columns, each read into the field of ParsedJournal of its name. */
const journalCells = z.object({
  take_profits: takeProfits,
  setup_reason: restored.pipe(tradeCreateSchema.shape.setup_reason.unwrap()),
  post_trade_review: restored.pipe(tradeUpdateSchema.shape.post_trade_review.unwrap()),
  tags: json(tagsField, []),
  plan: json(recordedPlanSchema.nullable(), null),
  plan_is_retroactive: flag,
  risk_pct: orNull(number.pipe(riskPctRule)),
  risk_amount: orNull(decimal),
  planned_rr: orNull(number.refine(isRInBounds)),
  be_moved: flag,
  is_draft: flag,
  is_compliant: flag,
  score_pct: orNull(number),
  grade: optionalText(10),
  recommended_risk_pct: orNull(number),
  timing_class: orNull(z.enum(TIMING_CLASSES)),
  non_compliance_reasons: json(z.array(textField()), []),
  confirmations: json(z.array(confirmationSchema), []),
  pnl_source: orNull(z.enum(PNL_SOURCES)),
  gross_pnl: orNull(decimal),
  configuration: optionalText(120),
  configuration_type: optionalText(200),
} satisfies Record<keyof ParsedJournal, z.ZodType>);

// Every field of the journal part is a column of the file (the type says so).
const JOURNAL_COLUMNS: readonly (keyof ParsedJournal & TradesCsvColumn)[] = Object.keys(
  journalCells.shape,
) as (keyof ParsedJournal)[];

/** The journal part of a row, or the reason it cannot be read (« colonne tags illisible »). */
export function readJournal(read: (column: TradesCsvColumn) => string): ParsedJournal | string {
  const cells = Object.fromEntries(JOURNAL_COLUMNS.map((column) => [column, read(column)]));
  const result = journalCells.safeParse(cells);
  if (result.success) return result.data;
  return `colonne ${String(result.error.issues[0]?.path[0] ?? '')} illisible`;
}
