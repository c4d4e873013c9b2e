import type { Configuration } from '@carnet/contract';
import {
  type ConfirmationLevel,
  createDefaultComplianceConfig,
  DEFAULT_CONFIRMATION_WEIGHT,
  DEFAULT_CONFIRMATIONS,
  DEFAULT_TOLERANCE_MIN,
} from '@carnet/domain';
import { frenchText } from '../../../lib/form-text.ts';

type PreferredTiming = Configuration['timing_preferred'][number];

/** A stored number as its input shows it, the French way (docs/ui.md#numbers). */
const shown = (value: number | string) => frenchText(String(value));

/**
 * What the inputs hold. Numbers stay text while typed (a blank stays blank and is reported, not sent as 0);
 * the preferred-timing editor edits only the first entry (docs/ui.md), the others travel back untouched.
 */
export type ConfigurationFormValues = {
  name: string;
  description: string;
  active: boolean;
  timezone: string;
  /** The chosen global strategy's id, '' until one is chosen. */
  parent_strategy: string;
  timing_preferred: { time: string; tolerance_min: string; days: number[] };
  timing_preferred_others: PreferredTiming[];
  timing_secondary: { time: string; tolerance_min: string }[];
  secondary_min_score_pct: string;
  timing_multipliers: { preferred: string; secondary: string };
  grade_bands: { grade: string; min: string; risk_pct: string }[];
  confirmations: ConfirmationRow[];
  /** `type_id`, not `id`: the field arrays of react-hook-form keep `id` for their own row keys. */
  types: { type_id?: number; description: string }[];
};

export type ConfirmationRow = {
  key: string;
  label: string;
  level: ConfirmationLevel;
  mandatory: boolean;
  weight: string;
};

export const CONFIGURATION_FIELDS = [
  'name',
  'description',
  'active',
  'timezone',
  'parent_strategy',
  'timing_preferred',
  'timing_secondary',
  'secondary_min_score_pct',
  'timing_multipliers',
  'grade_bands',
  'confirmations',
  'types',
] as const satisfies readonly (keyof ConfigurationFormValues)[];

export const EMPTY_SECONDARY_TIMING = { time: '', tolerance_min: shown(DEFAULT_TOLERANCE_MIN) };
export const EMPTY_GRADE_BAND = { grade: '', min: '', risk_pct: '' };
export const EMPTY_CONFIRMATION: ConfirmationRow = {
  key: '',
  label: '',
  level: 'LTF',
  mandatory: false,
  weight: shown(DEFAULT_CONFIRMATION_WEIGHT),
};

/** A new configuration: docs/ui.md defaults, from @carnet/domain so that the form and the server agree. */
export function defaultConfigurationValues(parentStrategy: number | null): ConfigurationFormValues {
  const defaults = createDefaultComplianceConfig();
  const [preferred, ...others] = defaults.timing_preferred;
  return {
    name: '',
    description: '',
    active: true,
    timezone: defaults.timezone,
    parent_strategy: parentStrategy === null ? '' : String(parentStrategy),
    timing_preferred: {
      time: preferred?.time ?? '',
      tolerance_min: shown(preferred?.tolerance_min ?? DEFAULT_TOLERANCE_MIN),
      days: [...(preferred?.days ?? [])],
    },
    timing_preferred_others: others.map((timing) => ({ ...timing, days: [...timing.days] })),
    timing_secondary: defaults.timing_secondary.map(({ time, tolerance_min }) => ({
      time,
      tolerance_min: shown(tolerance_min),
    })),
    secondary_min_score_pct: shown(defaults.secondary_min_score_pct),
    timing_multipliers: {
      preferred: shown(defaults.timing_multipliers.preferred),
      secondary: shown(defaults.timing_multipliers.secondary),
    },
    grade_bands: defaults.grade_bands.map(({ grade, min, risk_pct }) => ({
      grade,
      min: shown(min),
      risk_pct: shown(risk_pct),
    })),
    confirmations: DEFAULT_CONFIRMATIONS.map(({ key, label, level, mandatory, weight }) => ({
      key,
      label,
      level,
      mandatory,
      weight: shown(weight),
    })),
    types: [],
  };
}

/** A stored configuration in the inputs; its confirmations in their stored order. */
export function configurationValues(configuration: Configuration): ConfigurationFormValues {
  const [preferred, ...others] = configuration.timing_preferred;
  return {
    name: configuration.name,
    description: configuration.description,
    active: configuration.active,
    timezone: configuration.timezone,
    parent_strategy: String(configuration.parent_strategy),
    timing_preferred: {
      time: preferred?.time ?? '',
      tolerance_min: shown(preferred?.tolerance_min ?? DEFAULT_TOLERANCE_MIN),
      days: [...(preferred?.days ?? [])],
    },
    timing_preferred_others: others,
    timing_secondary: configuration.timing_secondary.map(({ time, tolerance_min }) => ({
      time,
      tolerance_min: shown(tolerance_min),
    })),
    secondary_min_score_pct: shown(configuration.secondary_min_score_pct),
    timing_multipliers: {
      preferred: shown(configuration.timing_multipliers.preferred),
      secondary: shown(configuration.timing_multipliers.secondary),
    },
    grade_bands: configuration.grade_bands.map(({ grade, min, risk_pct }) => ({
      grade,
      min: shown(min),
      risk_pct: shown(risk_pct),
    })),
    confirmations: [...configuration.confirmations]
      .sort((a, b) => a.order - b.order)
      .map(({ key, label, level, mandatory, weight }) => ({
        key,
        label,
        level,
        mandatory,
        weight: shown(weight),
      })),
    types: configuration.types.map(({ id, description }) => ({ type_id: id, description })),
  };
}
