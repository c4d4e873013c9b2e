import type { ApiFieldErrors, configurationInputSchema } from '@carnet/contract';
import { createDefaultComplianceConfig, Decimal, toRoundedNumber } from '@carnet/domain';
import type { z } from 'zod';
import type { ConfigurationRow } from '../../db/schema/index.ts';
import { sanitizeRichText } from './rich-text.ts';

/** A configuration body once the contract parsed it (trimmed, contract defaults applied). */
export type ConfigurationBody = z.output<typeof configurationInputSchema>;

export type ConfigurationValues = Pick<
  ConfigurationRow,
  | 'name'
  | 'description'
  | 'active'
  | 'timezone'
  | 'parentStrategyId'
  | 'timingPreferred'
  | 'timingSecondary'
  | 'secondaryMinScorePct'
  | 'timingMultipliers'
  | 'gradeBands'
  | 'confirmations'
>;

export const CONFIGURATION_MESSAGES = {
  unknownParentStrategy: 'Stratégie globale introuvable.',
  duplicateConfirmationKey: 'Clé déjà utilisée par une autre confirmation.',
  unknownType: 'Type inconnu pour cette configuration.',
  repeatedType: 'Ce type apparaît deux fois.',
} as const;

/** The secondary_min_score_pct column keeps 2 decimals. */
const SCORE_DECIMALS = 2;

/**
 * The row values of a body: every compliance setting the body leaves out takes its docs/ui.md default, the
 * description is sanitised, preferred days are de-duplicated and sorted, the checklist keeps the list order.
 */
export function configurationValuesOf(body: ConfigurationBody): ConfigurationValues {
  const defaults = createDefaultComplianceConfig();
  const multipliers = body.timing_multipliers ?? defaults.timing_multipliers;
  return {
    name: body.name,
    description: sanitizeRichText(body.description),
    active: body.active,
    timezone: body.timezone,
    parentStrategyId: body.parent_strategy,
    timingPreferred: (body.timing_preferred ?? defaults.timing_preferred).map((timing) => ({
      time: timing.time,
      tolerance_min: timing.tolerance_min,
      days: [...new Set(timing.days)].sort((a, b) => a - b),
    })),
    timingSecondary: (body.timing_secondary ?? defaults.timing_secondary).map(({ time, tolerance_min }) => ({
      time,
      tolerance_min,
    })),
    secondaryMinScorePct: String(
      toRoundedNumber(
        new Decimal(body.secondary_min_score_pct ?? defaults.secondary_min_score_pct),
        SCORE_DECIMALS,
      ),
    ),
    timingMultipliers: { preferred: Number(multipliers.preferred), secondary: Number(multipliers.secondary) },
    gradeBands: (body.grade_bands ?? defaults.grade_bands).map(({ grade, min, risk_pct }) => ({
      grade,
      min,
      risk_pct: Number(risk_pct),
    })),
    confirmations: (body.confirmations ?? defaults.confirmations).map(
      ({ key, label, level, mandatory, weight }) => ({ key, label, level, mandatory, weight }),
    ),
  };
}

/** Two confirmations with one key would be indistinguishable on a trade's checklist. */
export function duplicateKeyErrors(body: ConfigurationBody): ApiFieldErrors {
  const seen = new Set<string>();
  const errors = new Map<number, ApiFieldErrors>();
  (body.confirmations ?? []).forEach((confirmation, index) => {
    if (seen.has(confirmation.key)) {
      errors.set(index, { key: [CONFIGURATION_MESSAGES.duplicateConfirmationKey] });
    }
    seen.add(confirmation.key);
  });
  return errors.size === 0 ? {} : { confirmations: itemErrors(errors) };
}

export type TypesPlan = {
  /** Types re-sent with their id: kept (trades reference them), description and position updated. */
  kept: { id: number; description: string; position: number }[];
  added: { description: string; position: number }[];
};

/**
 * docs/rules/trades.md#validation: blank descriptions are dropped after trimming (a re-sent type left blank is deleted); positions
 * follow the list. An id must be one of this configuration's types, once.
 */
export function planTypes(
  types: ConfigurationBody['types'],
  existingIds: ReadonlySet<number>,
): { plan: TypesPlan; errors: ApiFieldErrors } {
  const plan: TypesPlan = { kept: [], added: [] };
  const errors = new Map<number, ApiFieldErrors>();
  const seen = new Set<number>();
  (types ?? []).forEach((type, index) => {
    if (type.id !== undefined) {
      if (!existingIds.has(type.id)) errors.set(index, { id: [CONFIGURATION_MESSAGES.unknownType] });
      else if (seen.has(type.id)) errors.set(index, { id: [CONFIGURATION_MESSAGES.repeatedType] });
      seen.add(type.id);
    }
    const description = type.description.trim();
    if (description === '') return;
    const position = plan.kept.length + plan.added.length;
    if (type.id === undefined) plan.added.push({ description, position });
    else plan.kept.push({ id: type.id, description, position });
  });
  return { plan, errors: errors.size === 0 ? {} : { types: itemErrors(errors) } };
}

/** docs/api.md: errors of list items as a list of objects, `{}` for the items without error. */
function itemErrors(byIndex: ReadonlyMap<number, ApiFieldErrors>): ApiFieldErrors[] {
  const length = Math.max(...byIndex.keys()) + 1;
  return Array.from({ length }, (_, index) => byIndex.get(index) ?? {});
}
