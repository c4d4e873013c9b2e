import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatFractionAsPercent,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPeriod,
  formatPeriodTick,
  formatR,
  formatRAmount,
  formatRatio,
} from './format.ts';

// French separators: narrow no-break space for thousands (U+202F), no-break space before units (U+00A0).
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('fr-FR number formatting', () => {
  it('groups thousands and uses a decimal comma', () => {
    expect(formatNumber(1234567.5)).toBe(`1${NNBSP}234${NNBSP}567,5`);
    expect(formatNumber(0.5, 2, 2)).toBe('0,50');
  });

  it('formats decimal strings exactly, beyond float precision', () => {
    expect(formatNumber('12345678901234.1234567891')).toBe(
      `12${NNBSP}345${NNBSP}678${NNBSP}901${NNBSP}234,1234567891`,
    );
    expect(formatNumber('0.1000000001')).toBe('0,1000000001');
  });

  it('writes a figure that rounds to zero without a minus sign', () => {
    expect(formatNumber(-0.04, 1, 1)).toBe('0,0');
    expect(formatNumber('-0.001', 2)).toBe('0');
    expect(formatNumber(-0.05, 1, 1)).toBe('-0,1');
    expect(formatMoney('-0.004', 'EUR')).toBe(`0,00${NBSP}€`);
    expect(formatR(-0.004)).toBe(`0,00${NBSP}R`);
  });

  it('shows a dash for missing or non-numeric values', () => {
    expect(formatNumber(null)).toBe(EMPTY_VALUE);
    expect(formatNumber('abc')).toBe(EMPTY_VALUE);
    expect(formatNumber(Number.NaN)).toBe(EMPTY_VALUE);
    expect(formatRatio(null)).toBe('-');
  });

  it('signs R multiples with 2 decimals', () => {
    expect(formatR(1.254)).toBe(`+1,25${NBSP}R`);
    expect(formatR(-0.5)).toBe(`-0,50${NBSP}R`);
    expect(formatR(0)).toBe(`0,00${NBSP}R`);
    expect(formatR(null)).toBe('-');
  });

  it('formats percents with 1 decimal, from a percent or from a fraction', () => {
    expect(formatPercent(62.5)).toBe(`62,5${NBSP}%`);
    expect(formatPercent(100, 0)).toBe(`100${NBSP}%`);
    expect(formatFractionAsPercent(0.625)).toBe(`62,5${NBSP}%`);
  });

  it('formats ratios with 2 decimals', () => {
    expect(formatRatio(1.5)).toBe('1,50');
  });

  it('formats money in the account currency', () => {
    expect(formatMoney('1234.5', 'USD')).toBe(`1${NNBSP}234,50${NBSP}$US`);
    expect(formatMoney('10000', 'EUR')).toBe(`10${NNBSP}000,00${NBSP}€`);
    expect(formatMoney(null, 'USD')).toBe('-');
  });
});

describe('fr-FR date formatting', () => {
  it('shows a calendar date without shifting it across zones', () => {
    expect(formatDate('2026-11-20', 'Pacific/Honolulu')).toBe('20/11/2026');
  });

  it('shows datetimes in the user time zone', () => {
    expect(formatDateTime('2026-11-20T14:05:00Z', 'Europe/Paris')).toBe('20/11/2026 15:05');
    expect(formatDateTime('2026-07-20T14:05:00Z', 'America/New_York')).toBe('20/07/2026 10:05');
    expect(formatDate('2026-11-20T23:30:00Z', 'Europe/Paris')).toBe('21/11/2026');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDate('pas une date')).toBe('-');
  });
});

describe('dashboard figures and periods', () => {
  it('shows an unsigned R amount such as a drawdown with 2 decimals', () => {
    expect(formatRAmount(1.5)).toBe(`1,50${NBSP}R`);
    expect(formatRAmount(0)).toBe(`0,00${NBSP}R`);
    expect(formatRAmount(null)).toBe(EMPTY_VALUE);
  });

  it('names a period by its grouping, on its own calendar day whatever the zone', () => {
    expect(formatPeriod('2026-11-16', 'day')).toBe('lun. 16 nov. 2026');
    expect(formatPeriod('2026-11-16', 'week')).toBe('semaine du 16 nov. 2026');
    expect(formatPeriod('2026-11-01', 'month')).toBe('novembre 2026');
    expect(formatPeriodTick('2026-11-16', 'week')).toBe('16/11');
    expect(formatPeriodTick('2026-11-01', 'month')).toBe('nov. 2026');
    expect(formatPeriod('16/11/2026', 'day')).toBe(EMPTY_VALUE);
  });
});
