import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber, formatR } from '../../../lib/format.ts';
import { historyFieldLabel, historyValueText, shownChanges } from './history-change-text.ts';

describe('history: a change in French (docs/rules/trades.md)', () => {
  it('names fields as the form does, and keeps an unknown one as the API names it', () => {
    expect(historyFieldLabel('stop_loss_price')).toBe('Stop loss');
    expect(historyFieldLabel('fees')).toBe('Frais');
    expect(historyFieldLabel('something_new')).toBe('something_new');
  });

  it('writes values as the trade page does: enums, dates, decimals, booleans, nothing', () => {
    expect(historyValueText('direction', 'SHORT', 'EUR')).toBe('Vente');
    expect(historyValueText('status', 'CLOSED', 'EUR')).toBe('Clôturée');
    expect(historyValueText('timing_class', 'PREFERRED', 'EUR')).not.toBe('PREFERRED');
    expect(historyValueText('close_date', '2026-03-03T16:00:00Z', 'EUR')).toBe(
      formatDateTime('2026-03-03T16:00:00Z'),
    );
    expect(historyValueText('stop_loss_price', '59500', 'EUR')).toBe(formatNumber('59500'));
    expect(historyValueText('be_moved', true, 'EUR')).toBe('Oui');
    expect(historyValueText('pnl_amount', null, 'EUR')).toBe('-');
    expect(historyValueText('setup_reason', 'Reprise', 'EUR')).toBe('Reprise');
    expect(historyValueText('tags', [], 'EUR')).toBe('-');
    expect(historyValueText('tags', ['FOMO', 'Revenge'], 'EUR')).toBe('FOMO · Revenge');
  });

  it('writes a take profit as its price × its quantity, « (atteint) » once hit', () => {
    const target = { price: '62000', quantity_to_sell: '0.5', is_hit: false };
    const level = `${formatNumber('62000')} × ${formatNumber('0.5')}`;
    expect(historyValueText('take_profits', [target], 'EUR')).toBe(level);
    expect(historyValueText('take_profits', [{ ...target, is_hit: true }], 'EUR')).toBe(`${level} (atteint)`);
    expect(historyValueText('pnl_source', 'REPORTED', 'EUR')).toBe('réel');
  });

  it('writes money in the account’s currency and R multiples as the trade page does', () => {
    expect(historyValueText('gross_pnl', '410.83273508', 'EUR')).toBe(formatMoney('410.83273508', 'EUR'));
    expect(historyValueText('realized_rr', 1.2555, 'EUR')).toBe(formatR(1.2555));
  });

  it('lists no fields for a trade brought in whole, each field for a change', () => {
    const at = '2026-03-03T16:00:00Z';
    const changes = { stop_loss_price: ['59000', '59500'] as [string, string] };
    expect(shownChanges({ id: 1, at, action: 'CREATE', changes, reason: null })).toEqual([]);
    expect(shownChanges({ id: 2, at, action: 'UPDATE', changes, reason: null })).toEqual([
      ['stop_loss_price', ['59000', '59500']],
    ]);
  });
});
