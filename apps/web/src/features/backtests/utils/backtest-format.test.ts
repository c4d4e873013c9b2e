import { describe, expect, it } from 'vitest';
import { formatHours, formatPnl, pnlTone, tradesImported, withCurrency } from './backtest-format.ts';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('backtest figures in French', () => {
  it('signs a pnl with 2 decimals, from the decimal string', () => {
    expect(spaces(formatPnl('1250.5'))).toBe('+1 250,50');
    expect(spaces(formatPnl('-80'))).toBe('-80,00');
    expect(formatPnl('0')).toBe('0,00');
    expect(formatPnl(null)).toBe('-');
    expect([pnlTone('12'), pnlTone('-0.5'), pnlTone('0'), pnlTone(null)]).toEqual([
      'gain',
      'loss',
      'neutral',
      'neutral',
    ]);
  });

  it('writes the session’s currency after a figure, and nothing after a dash or without one', () => {
    expect(spaces(withCurrency(formatPnl('-123507.2'), 'THB'))).toBe('-123 507,20 THB');
    expect(withCurrency(formatPnl(null), 'THB')).toBe('-');
    expect(withCurrency('+2,00', null)).toBe('+2,00');
  });

  it('counts practice time in hours and minutes, and imports in words', () => {
    expect(spaces(formatHours(90))).toBe('1 h 30');
    expect(spaces(formatHours(600))).toBe('10 h');
    expect(spaces(formatHours(45))).toBe('45 min');
    expect(tradesImported(1)).toBe('1 trade importé');
    expect(tradesImported(3)).toBe('3 trades importés');
  });
});
