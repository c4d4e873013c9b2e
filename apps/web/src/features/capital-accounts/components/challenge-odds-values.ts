import {
  DEFAULT_HORIZON_DAYS,
  DEFAULT_SIMULATION_RUNS,
  SIMULATION_SAMPLES,
  type SimulationRequestInput,
  type SimulationSample,
  simulationRequestSchema,
} from '@carnet/contract';
import { z } from 'zod';
import { checkWith, frenchText } from '../../../lib/form-text.ts';

/** The simulation form as typed: text for the figures (a French « 0,5 »), the sample picked. */
export type OddsFormValues = {
  risk_pct: string;
  runs: string;
  horizon_days: string;
  sample: SimulationSample;
  trades_per_day: string;
};

export const ODDS_FIELDS = ['risk_pct', 'runs', 'horizon_days', 'sample', 'trades_per_day'] as const;

/** A risk a prop trader often starts from: 0.5 % of the starting balance a trade. */
const FIRST_RISK_PCT = '0,5';

export const INITIAL_ODDS_VALUES: OddsFormValues = {
  risk_pct: FIRST_RISK_PCT,
  runs: frenchText(String(DEFAULT_SIMULATION_RUNS)),
  horizon_days: frenchText(String(DEFAULT_HORIZON_DAYS)),
  sample: 'ACCOUNT',
  trades_per_day: '',
};

const request = simulationRequestSchema.shape;

/** The form → the request body, read and checked by the contract's own rules and French messages. */
export const oddsFormSchema = z.object({
  risk_pct: z.string().transform(checkWith(request.risk_pct)),
  runs: z.string().transform(checkWith(request.runs)),
  horizon_days: z.string().transform(checkWith(request.horizon_days)),
  sample: z.enum(SIMULATION_SAMPLES),
  trades_per_day: z
    .string()
    .transform((text) => (text.trim() === '' ? null : text))
    .transform(checkWith(request.trades_per_day)),
}) satisfies z.ZodType<SimulationRequestInput, OddsFormValues>;
