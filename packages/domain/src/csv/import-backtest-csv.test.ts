import { describe, expect, it } from 'vitest';
import { importBacktestCsv, readBacktestCsv } from './import-backtest-csv.ts';

/*
 * A French Excel re-save of our export: BOM, `;`, decimal commas, upper-case headers, day-first dates in Paris
 * time (20/11/2026 15:05 CET = 14:05 UTC), blank trailing lines, and two bad rows (line 3: negative price and
 * unknown side; line 4: a date that does not exist and a target without quantity).
 */
const frenchExcel = [
  '\uFEFFENTRY_TIME;Side;Instrument;Timeframe;Strategy_Tag;Entry_Price;Qty;Stop_Loss;TP1_Price;TP1_Qty;Notes',
  '20/11/2026 15:05;Achat;EURUSD;M15;london;1,0850;10 000;1,0800;1,0950;5000;ok',
  '2026-11-21T10:00:00Z;SIDEWAYS;EURUSD;M15;;-1,2;1;;;;',
  '31/02/2026 10:00;SHORT;EURUSD;M15;;1,2;1;;1,1;;',
  '',
  '   ',
  '',
].join('\r\n');

describe('importing a French spreadsheet', () => {
  const result = importBacktestCsv(frenchExcel, { timeZone: 'Europe/Paris' });

  it('reads the valid row with its decimal commas and Paris time', () => {
    expect(result.rows).toEqual([
      {
        entry_time: '2026-11-20T14:05:00Z',
        side: 'LONG',
        instrument: 'EURUSD',
        timeframe: 'M15',
        strategy_tag: 'london',
        entry_price: '1.085',
        qty: '10000',
        stop_loss: '1.08',
        notes: 'ok',
        take_profits: [{ price: '1.095', quantity_to_sell: '5000' }],
      },
    ]);
  });

  it('reports the bad lines by number, in French', () => {
    expect(result.errors).toEqual([
      {
        line: 3,
        errors: {
          side: ['Sens invalide : LONG ou SHORT attendu.'],
          entry_price: ["Prix d'entrée requis et doit être > 0"],
        },
      },
      {
        line: 4,
        errors: {
          entry_time: ['Date d’entrée invalide : date ISO 8601 attendue (ex. 2026-11-20T14:05:00Z).'],
          tp1_qty: ['Quantité du take profit 1 invalide : nombre > 0 attendu.'],
        },
      },
    ]);
  });
});

describe('importing files it cannot read', () => {
  it('says an empty file is empty', () => {
    for (const text of ['', '\uFEFF', '\r\n\r\n']) {
      expect(importBacktestCsv(text)).toEqual({
        rows: [],
        errors: [{ line: 1, errors: { non_field_errors: ['Fichier CSV vide.'] } }],
      });
    }
  });

  it('names the columns it expects', () => {
    const result = importBacktestCsv('date,symbol,price\n2026-01-01,EURUSD,1.1\n');
    expect(result.rows).toEqual([]);
    expect(result.errors[0]?.errors.non_field_errors?.[0]).toContain('entry_time, side, entry_price et qty');
  });

  it('counts lines inside quoted cells when numbering errors', () => {
    const text =
      'entry_time,side,entry_price,qty,notes\n2026-01-01T00:00:00Z,LONG,1,1,"two\nlines"\nbad,LONG,1,1,\n';
    expect(importBacktestCsv(text).errors.map((error) => error.line)).toEqual([4]);
  });

  it('refuses targets selling more than the quantity', () => {
    const text =
      'entry_time,side,entry_price,qty,tp1_price,tp1_qty,tp2_price,tp2_qty\n2026-01-01,LONG,1,1,2,0.6,3,0.6\n';
    expect(importBacktestCsv(text).errors).toEqual([
      {
        line: 2,
        errors: { take_profits: ['La somme des quantités des take profits (1.2) dépasse la quantité (1).'] },
      },
    ]);
  });
});

describe('rows the database could not store or give back are line errors (bounds.ts)', () => {
  const header = 'entry_time,side,entry_price,qty,stop_loss';

  it('a date outside 1900–2200, a ninth decimal and a 21st digit', () => {
    const csv = [
      header,
      '0001-01-01T00:00:00Z,LONG,100,1,90',
      '2026-11-20T14:05:00Z,LONG,100.123456789,1,90',
      `2026-11-20T14:05:00Z,LONG,${'9'.repeat(21)},1,90`,
      '2026-11-20T14:05:00Z,LONG,100,1,90',
    ].join('\n');
    const result = importBacktestCsv(csv);
    expect(result.rows).toHaveLength(1);
    expect(result.errors).toEqual([
      { line: 2, errors: { entry_time: ['Date hors limites.'] } },
      { line: 3, errors: { entry_price: ['8 décimales au maximum.'] } },
      { line: 4, errors: { entry_price: ['20 chiffres au maximum avant la virgule.'] } },
    ]);
  });

  it('half a UTF-16 pair refuses the file too', () => {
    const csv = `${header}\n2026-11-20T14:05:00Z,LONG,100,1,90,note \ud83d`;
    expect(importBacktestCsv(csv).errors).toEqual([
      { line: 1, errors: { non_field_errors: ['Texte Unicode invalide (caractère incomplet).'] } },
    ]);
  });

  it('a NUL character anywhere refuses the file', () => {
    const csv = `${header}\n2026-11-20T14:05:00Z,LONG,100,1,90\n2026-11-20T14:06:00Z,LONG,100,1,90,no\u0000te`;
    expect(importBacktestCsv(csv)).toEqual({
      rows: [],
      errors: [{ line: 1, errors: { non_field_errors: ['Caractère nul interdit.'] } }],
    });
  });
});

describe('reading a file one row at a time (readBacktestCsv)', () => {
  const header = 'entry_time,side,entry_price,qty';

  it('gives rows and line errors in file order, as importBacktestCsv lists them', () => {
    const csv = [
      header,
      '2026-01-01T09:00:00Z,LONG,1,1',
      'bad,LONG,1,1',
      '',
      '2026-01-02T09:00:00Z,SHORT,2,1',
    ];
    const read = [...readBacktestCsv(csv.join('\n'))];
    expect(read.map((item) => ('errors' in item ? `error ${item.line}` : item.entry_time))).toEqual([
      '2026-01-01T09:00:00Z',
      'error 3',
      '2026-01-02T09:00:00Z',
    ]);
    const { rows, errors } = importBacktestCsv(csv.join('\n'));
    expect(read).toEqual([rows[0], errors[0], rows[1]]);
  });
});
