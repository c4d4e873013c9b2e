import { z } from 'zod';
import { numberField } from './common.ts';

/** docs/rules/challenges.md: the odds of passing, drawn from the trader's own days. */
export const SIMULATION_SAMPLES = ['ACCOUNT', 'ALL'] as const;
export type SimulationSample = (typeof SIMULATION_SAMPLES)[number];
export const SIMULATION_SAMPLE_LABELS: Record<SimulationSample, string> = {
  ACCOUNT: 'Trades de ce compte',
  ALL: 'Tous mes trades',
};

export const MAX_SIMULATION_RUNS = 20_000;
export const DEFAULT_SIMULATION_RUNS = 10_000;
/** Fewer trades with a known R than this and the odds mean nothing: 400. */
export const MIN_SIMULATION_TRADES = 20;
/** Below 30 trading days or 50 trades, the odds lean on too few draws: they are shown as such, no best risk named. */
export const LOW_SIMULATION_SAMPLE = { days: 30, trades: 50 } as const;
export const isLowSimulationSample = (trades: number, days: number): boolean =>
  days < LOW_SIMULATION_SAMPLE.days || trades < LOW_SIMULATION_SAMPLE.trades;
export const DEFAULT_HORIZON_DAYS = 30;
export const MAX_HORIZON_DAYS = 365;
export const MAX_TRADES_PER_DAY = 100;
export const DEFAULT_SIMULATION_SEED = 1;
/** The risk sweep: 0.25 % to 2 % of the starting balance per trade, by 0.25. */
export const RISK_SWEEP_PCTS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export const SIMULATION_MESSAGES = {
  tooManyRuns: '20 000 simulations au maximum.',
  runs: 'Doit être un nombre entier de simulations ≥ 1.',
  riskPct: 'Doit être supérieur à 0 et au plus 100.',
  horizonDays: `Doit être un nombre entier de jours entre 1 et ${MAX_HORIZON_DAYS}.`,
  tradesPerDay: `Doit être un nombre entier entre 1 et ${MAX_TRADES_PER_DAY}.`,
  seed: 'Doit être un nombre entier ≥ 0.',
  tooFewTrades: `Au moins ${MIN_SIMULATION_TRADES} trades clôturés avec un R connu sont nécessaires pour estimer les chances.`,
} as const;

const wholeNumber = (message: string, min: number, max: number, maxMessage = message) =>
  numberField(z.number().int(message).min(min, message).max(max, maxMessage), message);

/**
 * POST /api/v1/capital-accounts/{id}/simulate/. risk_pct is the share of the starting balance each trade
 * risks; horizon_days counts simulated trading days after the account's current state (each one a whole day of
 * the sample, drawn with replacement); trades_per_day caps each drawn day to its first trades_per_day closes in
 * close order (a day with fewer keeps them all), null keeps the drawn days as they were; the same seed gives the
 * same answer.
 */
export const simulationRequestSchema = z.object({
  runs: wholeNumber(
    SIMULATION_MESSAGES.runs,
    1,
    MAX_SIMULATION_RUNS,
    SIMULATION_MESSAGES.tooManyRuns,
  ).default(DEFAULT_SIMULATION_RUNS),
  risk_pct: numberField(
    z.number().gt(0, SIMULATION_MESSAGES.riskPct).max(100, SIMULATION_MESSAGES.riskPct),
    SIMULATION_MESSAGES.riskPct,
  ),
  sample: z.enum(SIMULATION_SAMPLES).default('ACCOUNT'),
  horizon_days: wholeNumber(SIMULATION_MESSAGES.horizonDays, 1, MAX_HORIZON_DAYS).default(
    DEFAULT_HORIZON_DAYS,
  ),
  trades_per_day: wholeNumber(SIMULATION_MESSAGES.tradesPerDay, 1, MAX_TRADES_PER_DAY)
    .nullable()
    .default(null),
  seed: wholeNumber(SIMULATION_MESSAGES.seed, 0, 2 ** 31 - 1).default(DEFAULT_SIMULATION_SEED),
});
export type SimulationRequestInput = z.input<typeof simulationRequestSchema>;
export type SimulationRequest = z.output<typeof simulationRequestSchema>;

const probability = z.number().min(0).max(1);

/**
 * The answer: probabilities are shares of runs (0 … 1); pass_ci is the Wilson 95 % interval of
 * pass_probability (the simulation's own noise); pass_probability_range the 10th–90th percentile of the pass
 * probability over 20 simulations drawn from bootstrap resamples of the trader's days (the sample's
 * uncertainty); failure_reasons split fail_probability by the rule that ended the run; median_days_to_pass
 * counts trading days among the passing runs (null when none passed); sample_trades / sample_days say what was
 * drawn from, low_sample whether that is under LOW_SIMULATION_SAMPLE.
 */
export const simulationResponseSchema = z.object({
  runs: z.number().int(),
  pass_probability: probability,
  fail_probability: probability,
  open_probability: probability,
  pass_ci: z.object({ low: probability, high: probability }),
  pass_probability_range: z.object({ low: probability, high: probability }),
  median_days_to_pass: z.number().nullable(),
  failure_reasons: z.object({ DAILY_LOSS: probability, MAX_LOSS: probability }),
  risk_sweep: z.array(z.object({ risk_pct: z.number(), pass_probability: probability })),
  sample_trades: z.number().int(),
  sample_days: z.number().int(),
  low_sample: z.boolean(),
});
export type SimulationResponse = z.infer<typeof simulationResponseSchema>;
