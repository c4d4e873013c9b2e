import { describe, expect, it } from 'vitest';
import { goalInputSchema, timeLogInputSchema } from './backtest-goals.ts';
import { backtestTradeInputSchema } from './backtests.ts';
import { capitalAccountInputSchema } from './capital-accounts.ts';
import { configurationInputSchema } from './configurations.ts';
import { closeTradeSchema, tradeCreateSchema } from './trades.ts';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('docs/rules/trades.md#validation messages carried by the contract', () => {
  it('capital account: starting balance required', () => {
    expect(messagesOf(capitalAccountInputSchema.safeParse({ name: 'Compte' }))).toEqual({
      starting_balance: 'Champ requis',
    });
  });

  it('trade: a capital account must be chosen on create', () => {
    const result = tradeCreateSchema.safeParse({
      asset_name: 'BTCUSDT',
      entry_price: '100',
      stop_loss_price: '90',
      quantity: '1',
      entry_date: '2026-11-20T14:05:00Z',
    });
    expect(messagesOf(result)).toEqual({ capital_account: 'Sélectionnez un compte de capital' });
  });

  it('close: close price required', () => {
    expect(messagesOf(closeTradeSchema.safeParse({}))).toEqual({
      close_price: 'Le prix de clôture est requis.',
    });
    expect(messagesOf(closeTradeSchema.safeParse({ close_price: '' }))).toEqual({
      close_price: 'Le prix de clôture est requis.',
    });
  });

  it('configuration: a global strategy is required; bad zone and HH:MM are field errors', () => {
    const result = configurationInputSchema.safeParse({
      name: 'Setup',
      timezone: 'Mars/Olympus',
      timing_secondary: [{ time: '25:00', tolerance_min: 10 }],
    });
    expect(messagesOf(result)).toEqual({
      parent_strategy: 'Veuillez sélectionner une stratégie globale',
      timezone: 'Fuseau horaire inconnu.',
      'timing_secondary.0.time': 'Heure invalide (format HH:MM).',
    });
  });

  it('backtest trade: entry price and quantity above zero', () => {
    const result = backtestTradeInputSchema.safeParse({
      side: 'LONG',
      entry_time: '2026-11-20T14:05:00Z',
      entry_price: '0',
      qty: '-1',
    });
    expect(messagesOf(result)).toEqual({
      entry_price: "Prix d'entrée requis et doit être > 0",
      qty: 'Quantité requise et doit être > 0',
    });
  });

  it('goal and time log', () => {
    expect(
      messagesOf(goalInputSchema.safeParse({ label: ' ', target_minutes: 1.5, start_date: '' })),
    ).toEqual({
      label: "L'intitulé est obligatoire.",
      target_minutes: 'La durée cible doit être un entier positif.',
      start_date: 'La date de début est obligatoire.',
    });
    expect(messagesOf(timeLogInputSchema.safeParse({ goal: 1, duration_minutes: 0 }))).toEqual({
      duration_minutes: 'La durée en minutes est requise.',
    });
  });
});
