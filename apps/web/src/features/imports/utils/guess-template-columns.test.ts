import { describe, expect, it } from 'vitest';
import { TEMPLATE_COLUMNS } from '../components/template-form-values.ts';
import { guessDateFormat, guessDecimalSeparator, guessTemplateColumns } from './guess-template-columns.ts';

describe('the guesses of a new import template (docs/rules/imports.md « Column mapping »)', () => {
  it('maps the obvious header names, accents and case aside, and leaves the others unmapped', () => {
    const header = [
      'SYMBOLE',
      'Sens',
      'Date d’entrée',
      'Clôture',
      'Qté',
      'Prix d’entrée (€)',
      'Prix de sortie',
      'Notes',
    ];
    expect(guessTemplateColumns(TEMPLATE_COLUMNS, header)).toEqual({
      asset_name: 'SYMBOLE',
      direction: 'Sens',
      entry_date: 'Date d’entrée',
      close_date: 'Clôture',
      quantity: 'Qté',
      entry_price: 'Prix d’entrée (€)',
      exit_price: 'Prix de sortie',
      stop_loss_price: '',
      fees: '',
      swap: '',
      pnl_amount: '',
      external_id: '',
    });
  });

  it('reads the date format and the decimal separator off the first rows', () => {
    expect(guessDateFormat('22/01/2025 14:30')).toBe('DD/MM/YYYY HH:mm');
    expect(guessDateFormat('01/22/2025 14:30:00')).toBe('MM/DD/YYYY HH:mm:ss');
    expect(guessDateFormat('2025.01.22 14:30:00')).toBe('YYYY.MM.DD HH:mm:ss');
    expect(guessDateFormat('2025-01-22T14:30:00Z')).toBe('ISO_8601');
    expect(guessDecimalSeparator([['EURUSD', '1,0412', '3']])).toBe(',');
    expect(guessDecimalSeparator([['EURUSD', '1.0412', '3,5']])).toBe('.');
  });
});
