import { describe, expect, it } from 'vitest';
import { validateBacktestTrade } from './backtest/validate-backtest-trade.ts';
import {
  BOUND_MESSAGES,
  decimalDigitsError,
  hasNulCharacter,
  isDateInBounds,
  isInstantInBounds,
  isRInBounds,
  MAX_ABS_R,
  storableTextError,
} from './bounds.ts';
import { toEpochMs } from './time/instant.ts';
import { closeTrade } from './trade/close-trade.ts';
import { validateTradePlan } from './trade/trade-plan.ts';

describe('decimalDigitsError', () => {
  it('accepts 20 digits before the point and the given places after it', () => {
    expect(decimalDigitsError('9'.repeat(20), 10)).toBeNull();
    expect(decimalDigitsError(`-${'9'.repeat(20)}.${'9'.repeat(10)}`, 10)).toBeNull();
    expect(decimalDigitsError('0.12345678', 8)).toBeNull();
  });

  it('refuses a 21st digit before the point and one place too many', () => {
    expect(decimalDigitsError('9'.repeat(21), 10)).toBe(BOUND_MESSAGES.integerDigits);
    expect(decimalDigitsError('9'.repeat(500), 10)).toBe(BOUND_MESSAGES.integerDigits);
    expect(decimalDigitsError(`1.${'0'.repeat(399)}1`, 10)).toBe('10 décimales au maximum.');
    expect(decimalDigitsError('0.123456789', 8)).toBe('8 décimales au maximum.');
  });

  it('does not count zeros that change nothing', () => {
    expect(decimalDigitsError(`${'0'.repeat(30)}1.5`, 10)).toBeNull();
    expect(decimalDigitsError(`1.5${'0'.repeat(30)}`, 8)).toBeNull();
  });
});

describe('date bounds', () => {
  it('holds 1900-01-01 to 2200-12-31 inclusive', () => {
    expect(isDateInBounds('1900-01-01')).toBe(true);
    expect(isDateInBounds('2200-12-31')).toBe(true);
    expect(isDateInBounds('1899-12-31')).toBe(false);
    expect(isDateInBounds('2201-01-01')).toBe(false);
    expect(isDateInBounds('0000-02-29')).toBe(false);
  });

  it('holds instants from the first to the last millisecond of those days in UTC', () => {
    expect(isInstantInBounds(Date.UTC(1900, 0, 1))).toBe(true);
    expect(isInstantInBounds(Date.UTC(1900, 0, 1) - 1)).toBe(false);
    expect(isInstantInBounds(Date.UTC(2200, 11, 31, 23, 59, 59, 999))).toBe(true);
    expect(isInstantInBounds(Date.UTC(2201, 0, 1))).toBe(false);
    expect(isInstantInBounds(Date.parse('0001-01-01T00:00+14:00'))).toBe(false);
    expect(isInstantInBounds(Date.parse('9999-12-31T23:59:59-12:00'))).toBe(false);
  });
});

describe('isRInBounds', () => {
  it('accepts no R and any finite R up to the limit', () => {
    expect(isRInBounds(null)).toBe(true);
    expect(isRInBounds(MAX_ABS_R)).toBe(true);
    expect(isRInBounds(-MAX_ABS_R)).toBe(true);
  });

  it('refuses what a stop typed on the entry gives', () => {
    expect(isRInBounds(MAX_ABS_R * 10)).toBe(false);
    expect(isRInBounds(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isRInBounds(Number.NaN)).toBe(false);
  });
});

it('hasNulCharacter finds U+0000 anywhere and nothing else', () => {
  expect(hasNulCharacter('a\u0000b')).toBe(true);
  expect(hasNulCharacter('\u0001\u001f\ud800é')).toBe(false);
});

describe('an R no statistic can hold is refused before it is stored', () => {
  // Entry 1, stop 1 − 10⁻¹⁰: a risk of 10⁻¹⁰ per unit; a move of 1 is 10¹⁰ R.
  const hairStop = {
    direction: 'LONG',
    entry_price: '1',
    stop_loss_price: '0.9999999999',
    quantity: '1',
  } as const;

  it('on the plan, under the stop', () => {
    const plan = { ...hairStop, take_profits: [{ price: '2', quantity_to_sell: '1' }] };
    expect(validateTradePlan(plan)).toEqual({ stop_loss_price: [BOUND_MESSAGES.rOutOfRange] });
    expect(
      validateTradePlan({ ...plan, take_profits: [{ price: '1.00001', quantity_to_sell: '1' }] }),
    ).toEqual({});
  });

  it('at the close, under the close price', () => {
    expect(closeTrade({ ...hairStop, take_profits: [], close_price: '2' })).toEqual({
      ok: false,
      errors: { close_price: [BOUND_MESSAGES.rOutOfRange] },
    });
  });

  it('on a backtest trade, under its stop', () => {
    const trade = { side: 'LONG', entry_price: '1', qty: '1', stop_loss: '0.99999999' };
    expect(
      validateBacktestTrade({ ...trade, take_profits: [{ price: '100', quantity_to_sell: '1' }] }),
    ).toEqual({
      stop_loss: [BOUND_MESSAGES.rOutOfRange],
    });
    expect(
      validateBacktestTrade({ ...trade, take_profits: [{ price: '2', quantity_to_sell: '1' }] }),
    ).toEqual({});
  });
});

it('years 0–99 are not read as 1900–1999 (Date.UTC does), so they stay out of bounds', () => {
  expect(toEpochMs('0001-01-01T00:00:00Z')).toBe(Date.parse('0001-01-01T00:00:00Z'));
  expect(isInstantInBounds(toEpochMs('0099-12-31') ?? 0)).toBe(false);
});

it('storableTextError names U+0000 and half a UTF-16 pair, and accepts whole pairs', () => {
  expect(storableTextError('a\u0000')).toBe(BOUND_MESSAGES.nulCharacter);
  expect(storableTextError('a\ud83d')).toBe(BOUND_MESSAGES.loneSurrogate);
  expect(storableTextError('\ude00a')).toBe(BOUND_MESSAGES.loneSurrogate);
  expect(storableTextError('a😀 é')).toBeNull();
});
