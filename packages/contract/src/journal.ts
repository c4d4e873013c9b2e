import { JOURNAL_RULES, type JournalRule } from '@carnet/domain';
import { z } from 'zod';
import { isoDateField, textField } from './common.ts';
import { FIELD_MESSAGES, JOURNAL_MESSAGES, REQUIRED_MESSAGE } from './messages.ts';
import { timeZoneQueryField } from './query-fields.ts';
import { tagsField } from './tags.ts';
import { tradeListItemSchema } from './trades.ts';

// The day's journal (docs/rules/journal.md): GET/PUT /api/v1/journal/days/{date}/, the list of days, the templates.

/** The zone of a journal day when the request names none (docs/rules/journal.md#day). */
export const JOURNAL_DEFAULT_TIME_ZONE = 'Europe/Paris';

export const JOURNAL_BIASES = ['LONG', 'SHORT', 'NEUTRAL'] as const;
export type JournalBias = (typeof JOURNAL_BIASES)[number];
export const JOURNAL_BIAS_LABELS: Record<JournalBias, string> = {
  LONG: 'Haussier',
  SHORT: 'Baissier',
  NEUTRAL: 'Neutre',
};

export const PLAN_FOLLOWED_VALUES = ['YES', 'PARTLY', 'NO'] as const;
export type PlanFollowed = (typeof PLAN_FOLLOWED_VALUES)[number];
export const PLAN_FOLLOWED_LABELS: Record<PlanFollowed, string> = {
  YES: 'Oui',
  PARTLY: 'En partie',
  NO: 'Non',
};

export const JOURNAL_TEMPLATE_KINDS = ['PLAN', 'REVIEW'] as const;
export type JournalTemplateKind = (typeof JOURNAL_TEMPLATE_KINDS)[number];
export const JOURNAL_TEMPLATE_KIND_LABELS: Record<JournalTemplateKind, string> = {
  PLAN: 'Plan du jour',
  REVIEW: 'Bilan',
};

export { JOURNAL_RULES, type JournalRule };
export const JOURNAL_RULE_LABELS: Record<JournalRule, string> = {
  MAX_TRADES: 'Nombre maximal d’opérations',
  MAX_LOSS_R: 'Perte maximale en R',
};

/** The state's five-step scales (« Humeur », « Énergie », « Stress ») and their bounds. */
export const JOURNAL_SCALE_MIN = 1;
export const JOURNAL_SCALE_MAX = 5;

/** « 3 / 5 »: a step of a five-step scale, the label of a `mood`, `energy` or `stress` group of the analysis. */
export function scaleLabel(step: number): string {
  return `${step} / ${JOURNAL_SCALE_MAX}`;
}
export const JOURNAL_STATE_LABELS = {
  mood: 'Humeur',
  energy: 'Énergie',
  stress: 'Stress',
  sleep_hours: 'Sommeil',
} as const;

export const JOURNAL_RICH_TEXT_MAX = 20_000;
export const JOURNAL_PLAIN_TEXT_MAX = 5_000;
export const JOURNAL_ADDENDUM_MAX = 2_000;
export const JOURNAL_MAX_ADDENDA = 50;
export const JOURNAL_MAX_LOSS_R_MAX = 1_000;
export const JOURNAL_MAX_TRADES_MAX = 1_000;
/** The longest period GET /api/v1/journal/days/ lists, in days. */
export const JOURNAL_LIST_MAX_DAYS = 400;

const richText = textField().max(JOURNAL_RICH_TEXT_MAX, JOURNAL_MESSAGES.richTextTooLong);
const plainText = textField().max(JOURNAL_PLAIN_TEXT_MAX, JOURNAL_MESSAGES.plainTextTooLong);
const scale = z
  .number({ error: JOURNAL_MESSAGES.scale })
  .int(JOURNAL_MESSAGES.scale)
  .min(JOURNAL_SCALE_MIN, JOURNAL_MESSAGES.scale)
  .max(JOURNAL_SCALE_MAX, JOURNAL_MESSAGES.scale);
const sleepHours = z
  .number({ error: JOURNAL_MESSAGES.sleepHours })
  .min(0, JOURNAL_MESSAGES.sleepHours)
  .max(24, JOURNAL_MESSAGES.sleepHours)
  .refine((hours) => Number.isInteger(hours * 2), JOURNAL_MESSAGES.sleepHours);

/** `plan` of a PUT: content fields (absent: unchanged), `lock` (« Verrouiller le plan »), one `addendum` to append. */
export const journalPlanInputSchema = z.object({
  text: richText.optional(),
  bias: z.enum(JOURNAL_BIASES, { error: JOURNAL_MESSAGES.unknownBias }).nullable().optional(),
  levels: plainText.optional(),
  max_trades: z
    .number({ error: JOURNAL_MESSAGES.maxTrades })
    .int(JOURNAL_MESSAGES.maxTrades)
    .min(1, JOURNAL_MESSAGES.maxTrades)
    .max(JOURNAL_MAX_TRADES_MAX, JOURNAL_MESSAGES.maxTrades)
    .nullable()
    .optional(),
  max_loss_r: z
    .number({ error: JOURNAL_MESSAGES.maxLossR })
    .positive(JOURNAL_MESSAGES.maxLossR)
    .max(JOURNAL_MAX_LOSS_R_MAX, JOURNAL_MESSAGES.maxLossR)
    .nullable()
    .optional(),
  lock: z.boolean({ error: 'Valeur invalide : true ou false.' }).optional(),
  addendum: textField()
    .trim()
    .min(1, JOURNAL_MESSAGES.emptyAddendum)
    .max(JOURNAL_ADDENDUM_MAX, JOURNAL_MESSAGES.addendumTooLong)
    .optional(),
});
export type JournalPlanInput = z.input<typeof journalPlanInputSchema>;

/** The plan's content fields: what a locked plan refuses. */
export const JOURNAL_PLAN_CONTENT_FIELDS = ['text', 'bias', 'levels', 'max_trades', 'max_loss_r'] as const;

/** `state` of a PUT: each field absent is unchanged, null clears it. */
export const journalStateInputSchema = z.object({
  mood: scale.nullable().optional(),
  energy: scale.nullable().optional(),
  stress: scale.nullable().optional(),
  sleep_hours: sleepHours.nullable().optional(),
});

/** `review` of a PUT: each field absent is unchanged. */
export const journalReviewInputSchema = z.object({
  text: richText.optional(),
  plan_followed: z
    .enum(PLAN_FOLLOWED_VALUES, { error: JOURNAL_MESSAGES.unknownPlanFollowed })
    .nullable()
    .optional(),
  lessons: plainText.optional(),
  mistakes: tagsField.optional(),
});

/** PUT /api/v1/journal/days/{date}/: any of the three sections. */
export const journalDayInputSchema = z.object({
  plan: journalPlanInputSchema.optional(),
  state: journalStateInputSchema.optional(),
  review: journalReviewInputSchema.optional(),
});
export type JournalDayInput = z.input<typeof journalDayInputSchema>;

export const journalDayParamsSchema = z.object({ date: isoDateField(FIELD_MESSAGES.invalidDate) });
export const journalDayQuerySchema = z.object({ tz: timeZoneQueryField.optional() });

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** GET /api/v1/journal/days/?from=&to=&tz=: both days required, at most 400 days. */
export const journalDayListQuerySchema = z
  .object({
    from: isoDateField(FIELD_MESSAGES.invalidDate),
    to: isoDateField(FIELD_MESSAGES.invalidDate),
    tz: timeZoneQueryField.optional(),
  })
  .refine((query) => query.from <= query.to, { path: ['from'], message: FIELD_MESSAGES.rangeOrder })
  .refine((query) => (dayMs(query.to) - dayMs(query.from)) / 86_400_000 < JOURNAL_LIST_MAX_DAYS, {
    path: ['to'],
    message: JOURNAL_MESSAGES.rangeTooLong,
  });

export const journalPlanSchema = z.object({
  text: z.string(),
  bias: z.enum(JOURNAL_BIASES).nullable(),
  levels: z.string(),
  max_trades: z.number().int().nullable(),
  max_loss_r: z.number().nullable(),
  recorded_at: z.string().nullable(),
  locked_at: z.string().nullable(),
  is_retroactive: z.boolean(),
  addenda: z.array(z.object({ at: z.string(), text: z.string() })),
});
export type JournalPlan = z.infer<typeof journalPlanSchema>;

export const journalStateSchema = z.object({
  mood: z.number().int().nullable(),
  energy: z.number().int().nullable(),
  stress: z.number().int().nullable(),
  sleep_hours: z.number().nullable(),
});
export type JournalState = z.infer<typeof journalStateSchema>;

export const journalReviewSchema = z.object({
  text: z.string(),
  plan_followed: z.enum(PLAN_FOLLOWED_VALUES).nullable(),
  lessons: z.string(),
  mistakes: z.array(z.string()),
});
export type JournalReview = z.infer<typeof journalReviewSchema>;

export const journalRuleBreakSchema = z.object({
  rule: z.enum(JOURNAL_RULES),
  limit: z.number(),
  actual: z.number(),
  trade: z.number().int(),
});

/** GET /api/v1/journal/days/{date}/. */
export const journalDaySchema = z.object({
  date: z.string(),
  timezone: z.string(),
  plan: journalPlanSchema,
  state: journalStateSchema,
  review: journalReviewSchema,
  trades: z.array(tradeListItemSchema),
  stats: z.object({
    trades: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    breakevens: z.number().int(),
    total_r: z.number(),
    net_pnl: z.record(z.string(), z.string()),
  }),
  rule_breaks: z.array(journalRuleBreakSchema),
});
export type JournalDay = z.infer<typeof journalDaySchema>;

/** A row of GET /api/v1/journal/days/: a day with something written or a trade. */
export const journalDaySummarySchema = z.object({
  date: z.string(),
  has_plan: z.boolean(),
  has_review: z.boolean(),
  mood: z.number().int().nullable(),
  trades: z.number().int(),
  total_r: z.number(),
});
export const journalDaySummaryListSchema = z.array(journalDaySummarySchema);
export type JournalDaySummary = z.infer<typeof journalDaySummarySchema>;

/** POST/PUT /api/v1/journal/templates/. */
export const journalTemplateInputSchema = z.object({
  name: textField({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(120, JOURNAL_MESSAGES.templateNameTooLong),
  kind: z.enum(JOURNAL_TEMPLATE_KINDS, { error: JOURNAL_MESSAGES.unknownTemplateKind }),
  text: richText,
});
export type JournalTemplateInput = z.input<typeof journalTemplateInputSchema>;

export const journalTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(JOURNAL_TEMPLATE_KINDS),
  text: z.string(),
});
export const journalTemplateListSchema = z.array(journalTemplateSchema);
export type JournalTemplate = z.infer<typeof journalTemplateSchema>;
