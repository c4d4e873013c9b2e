import { Decimal, toDecimalString } from '@carnet/domain';
import type { ChallengeRules, DailyLossBasis, MaxLossType } from './challenge.ts';

/** Money limits of a preset, in percent of the starting balance (a preset fits any account size). */
type PresetShares = { profit_target: number; daily_loss_limit: number | null; max_loss: number };

export type ChallengePreset = {
  key: string;
  label: string;
  shares: PresetShares;
  /** A daily loss the firm recomputes every day, in percent of the day-start balance (instead of an amount). */
  daily_loss_pct: number | null;
  daily_loss_basis: DailyLossBasis;
  max_loss_type: MaxLossType;
  min_trading_days: number | null;
  consistency_pct: number | null;
  reset_timezone: string;
  reset_time: string;
};

/** docs/rules/challenges.md: typical firm rules that fill the form; the trader edits them afterwards. */
export const CHALLENGE_PRESETS: readonly ChallengePreset[] = [
  {
    key: 'TWO_STEP',
    label: 'Deux étapes — 10 % / 5 % / 10 % statique',
    shares: { profit_target: 10, daily_loss_limit: 5, max_loss: 10 },
    daily_loss_pct: null,
    daily_loss_basis: 'STARTING_BALANCE',
    max_loss_type: 'STATIC',
    min_trading_days: 4,
    consistency_pct: null,
    reset_timezone: 'Europe/Prague',
    reset_time: '00:00',
  },
  {
    key: 'ONE_STEP',
    label: 'Une étape — perte maximale suiveuse en fin de journée',
    shares: { profit_target: 10, daily_loss_limit: null, max_loss: 6 },
    daily_loss_pct: 3,
    daily_loss_basis: 'DAY_START_BALANCE',
    max_loss_type: 'TRAILING_EOD',
    min_trading_days: null,
    consistency_pct: 50,
    reset_timezone: 'Europe/Prague',
    reset_time: '00:00',
  },
  {
    key: 'FUTURES_EVALUATION',
    label: 'Évaluation futures — perte maximale suiveuse intrajournalière',
    shares: { profit_target: 6, daily_loss_limit: null, max_loss: 5 },
    daily_loss_pct: null,
    daily_loss_basis: 'DAY_START_BALANCE',
    max_loss_type: 'TRAILING_INTRADAY',
    min_trading_days: 7,
    consistency_pct: 30,
    reset_timezone: 'America/New_York',
    reset_time: '17:00',
  },
];

const shareOf = (startingBalance: string, pct: number | null): string | null =>
  pct === null ? null : toDecimalString(new Decimal(startingBalance).times(pct).dividedBy(100));

/** A preset's rules for an account of this starting balance (a decimal string); the lock is the starting balance. */
export function challengePresetRules(preset: ChallengePreset, startingBalance: string): ChallengeRules {
  return {
    profit_target: shareOf(startingBalance, preset.shares.profit_target),
    daily_loss_limit: shareOf(startingBalance, preset.shares.daily_loss_limit),
    daily_loss_pct: preset.daily_loss_pct,
    daily_loss_basis: preset.daily_loss_basis,
    max_loss: shareOf(startingBalance, preset.shares.max_loss),
    max_loss_type: preset.max_loss_type,
    trailing_lock: null,
    min_trading_days: preset.min_trading_days,
    consistency_pct: preset.consistency_pct,
    reset_timezone: preset.reset_timezone,
    reset_time: preset.reset_time,
  };
}
