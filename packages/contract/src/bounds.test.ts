import { describe, expect, it } from 'vitest';
import { backtestTradeInputSchema } from './backtests.ts';
import {
  decimalInputSchema,
  idParamsSchema,
  idReference,
  isoDateSchema,
  isoDateTimeSchema,
  textField,
} from './common.ts';
import { dashboardQuerySchema } from './dashboard.ts';
import { tradeCreateSchema } from './trades.ts';

// What the database cannot store or give back is refused here, once, for every schema.
const messagesOf =
  (schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } }) =>
  (value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('ids', () => {
  it('a path id beyond int4 fails (answered 404 like any unknown id)', () => {
    expect(idParamsSchema.safeParse({ id: '2147483647' }).success).toBe(true);
    expect(idParamsSchema.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(idParamsSchema.safeParse({ id: '9223372036854775808' }).success).toBe(false);
  });

  it('a referenced id beyond int4 is a French field error', () => {
    const reference = messagesOf(idReference());
    expect(reference(2_147_483_647)).toBeUndefined();
    expect(reference(2_147_483_648)).toEqual(['Identifiant invalide.']);
    expect(reference(1.5)).toEqual(['Identifiant invalide.']);
    expect(reference(undefined)).toEqual(['Ce champ est obligatoire.']);
  });
});

describe('texts', () => {
  it('refuse U+0000 and keep every other character', () => {
    expect(messagesOf(textField())('a\u0000b')).toEqual(['Caractère nul interdit.']);
    expect(textField().parse('\u0001 é 😀')).toBe('\u0001 é 😀');
    expect(messagesOf(textField())('note \ud800')).toEqual(['Texte Unicode invalide (caractère incomplet).']);
    expect(messagesOf(textField())('\udc00😀')).toEqual(['Texte Unicode invalide (caractère incomplet).']);
  });

  it('in a trade, the field holding it is named', () => {
    const result = tradeCreateSchema.safeParse({
      asset_name: 'BTC\u0000',
      entry_price: '100',
      stop_loss_price: '90',
      quantity: '1',
      entry_date: '2026-11-20T14:05:00Z',
      capital_account: 1,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['asset_name', 'Caractère nul interdit.'],
    ]);
  });
});

describe('dates', () => {
  it('datetimes from 1900 to 2200 only', () => {
    const datetime = messagesOf(isoDateTimeSchema);
    expect(datetime('1900-01-01T00:00:00Z')).toBeUndefined();
    expect(datetime('2200-12-31T23:59:59Z')).toBeUndefined();
    for (const outside of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+14:00',
      '9999-12-31T23:59:59-12:00',
    ]) {
      expect(datetime(outside)).toEqual(['Date hors limites.']);
    }
    expect(datetime('pas une date')).toHaveLength(1);
    expect(datetime('0001-01-01T00:00+14:00')).toHaveLength(1);
  });

  it('calendar dates from 1900-01-01 to 2200-12-31 only', () => {
    const date = messagesOf(isoDateSchema);
    expect(date('2200-12-31')).toBeUndefined();
    expect(date('1899-12-31')).toEqual(['Date hors limites.']);
    expect(date('0000-02-29')).toHaveLength(1);
  });

  it("the dashboard's range too", () => {
    const result = dashboardQuerySchema.safeParse({ group: 'day', from: '0001-01-01', to: '9999-12-31' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['from', 'Date hors limites.'],
      ['to', 'Date hors limites.'],
    ]);
  });
});

describe('decimals', () => {
  it('at most 20 digits before the point and 10 after it', () => {
    const decimal = messagesOf(decimalInputSchema);
    expect(decimal(`${'9'.repeat(20)}.${'1'.repeat(10)}`)).toBeUndefined();
    expect(decimal('9'.repeat(21))).toEqual(['20 chiffres au maximum avant la virgule.']);
    expect(decimal('9'.repeat(100_000))).toEqual(['20 chiffres au maximum avant la virgule.']);
    expect(decimal(`1.${'0'.repeat(399)}1`)).toEqual(['10 décimales au maximum.']);
    expect(decimal(5e20)).toEqual(['20 chiffres au maximum avant la virgule.']);
  });

  it('8 after the point on backtests', () => {
    const result = backtestTradeInputSchema.safeParse({
      side: 'LONG',
      entry_time: '2026-11-20T14:05:00Z',
      entry_price: '1.123456789',
      qty: '1',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['entry_price', '8 décimales au maximum.'],
    ]);
  });
});
