import { describe, expect, it } from 'vitest';
import { textImportFile } from '../../../test/platform-import-files.ts';
import { ninjaTraderParser } from './ninjatrader-parser.ts';

// Files in the layout of NinjaTrader 8's Executions grid export: a trailing delimiter on every line, `$` on the
// commission, rows in no time order, the Windows regional format for numbers and dates.
const HEADER =
  'Instrument,Action,Quantity,Price,Time,ID,E/X,Position,Order ID,Name,Commission,Rate,Account,Connection,';
const row = (
  [instrument, action, quantity, price, time, id, ex, commission, account]: readonly string[],
  position = '-',
) =>
  `${instrument},${action},${quantity},${price},${time},${id},${ex},${position},o${id},Entry,${commission},1,${account},Sim,`;

/*
 * By hand, first in first out per account and instrument:
 * - Sim101 ES 03-25 (50 $ a point): buy 1 at 6000, buy 1 at 6002 (scale-in, average 6001), sell 1 at 6005 (partial
 *   exit, the 6000 lot: +250), sell 1 at 6003 (the 6002 lot: +50): gross 300, fees 4 × 2.02 = 8.08, net 291.92.
 * - Sim101 MNQ 03-25 (2 $ a point): sell 2 at 21000 (short), buy 3 at 20990 (a reversal: 2 close the short,
 *   +10 × 2 × 2 = 40, and 1 opens a long; its 0.78 fee split 0.52 / 0.26), sell 1 at 20995 (+5 × 2 = 10):
 *   short net 40 − 0.52 − 0.52 = 38.96; long net 10 − 0.26 − 0.26 = 9.48.
 * - Sim102 ES 03-25: an exit whose entry is not in the file: an error line, no trade.
 * Σ net 291.92 + 38.96 + 9.48 = 340.36.
 */
const ENGLISH = [
  HEADER,
  row(['MNQ 03-25', 'Buy', '3', '20990.00', '1/15/2025 10:10:00 AM', 'n2', 'Entry', '$0.78', 'Sim101']),
  row(['ES 03-25', 'Sell', '1', '6005.00', '1/15/2025 9:40:00 AM', 'e3', 'Exit', '$2.02', 'Sim101']),
  row(['ES 03-25', 'Buy', '1', '6000.00', '1/15/2025 9:30:00 AM', 'e1', 'Entry', '$2.02', 'Sim101'], '1 L'),
  row(['ES 03-25', 'Sell', '1', '6003.00', '1/15/2025 9:45:00 AM', 'e4', 'Exit', '$2.02', 'Sim101']),
  row(['MNQ 03-25', 'Sell', '2', '21000.00', '1/15/2025 10:00:00 AM', 'n1', 'Entry', '$0.52', 'Sim101']),
  row(['ES 03-25', 'Buy', '1', '6002.00', '1/15/2025 9:31:00 AM', 'e2', 'Entry', '$2.02', 'Sim101'], '2 L'),
  row(['MNQ 03-25', 'Sell', '1', '20995.00', '1/15/2025 1:20:00 PM', 'n3', 'Exit', '$0.26', 'Sim101']),
  row(['ES 03-25', 'Sell', '1', '6010.00', '1/15/2025 8:00:00 AM', 'x1', 'Exit', '$2.02', 'Sim102']),
].join('\r\n');

const noValues = { pointValues: new Map<string, string>() };

describe('NinjaTrader Executions export', () => {
  it('is recognised from its header, beside the Trades export, as NinjaTrader', () => {
    expect(ninjaTraderParser.detect(textImportFile('Executions.csv', ENGLISH))).toBe(true);
    expect(ninjaTraderParser.parse(textImportFile('e.csv', ENGLISH), noValues).platform).toBe(
      'NINJATRADER_TRADES',
    );
  });

  it('rebuilds FIFO: scale-in, partial exits, a short reversed into a long; the orphan exit is a line', () => {
    const parsed = ninjaTraderParser.parse(textImportFile('Executions.csv', ENGLISH), noValues);
    expect(parsed.errors).toEqual([{ line: 9, message: 'Clôture sans ouverture dans le fichier' }]);
    expect(
      parsed.trades.map((t) => [t.assetName, t.direction, t.quantity, t.entryPrice, t.fees, t.netPnl]),
    ).toEqual([
      ['ES 03-25', 'LONG', '2', '6001', '8.08', '291.92'],
      ['MNQ 03-25', 'SHORT', '2', '21000', '1.04', '38.96'],
      ['MNQ 03-25', 'LONG', '1', '20990', '0.52', '9.48'],
    ]);
    expect(parsed.trades[0]).toMatchObject({
      externalId: 'e1',
      assetType: 'FUTURES',
      entryTime: '2025-01-15T09:30:00',
      exits: [
        { price: '6005', quantity: '1', time: '2025-01-15T09:40:00' },
        { price: '6003', quantity: '1', time: '2025-01-15T09:45:00' },
      ],
    });
    expect(parsed.pointValuesNeeded).toEqual([]);
    // 8 executions: 7 used (n2 by both sides of the reversal, once) and the orphan exit reported.
    expect(parsed.stated).toEqual({ fillCount: 8 });
    expect(parsed.trades.map((t) => t.fillKeys)).toEqual([
      ['4#e1', '7#e2', '3#e3', '5#e4'],
      ['6#n1', '2#n2'],
      ['2#n2', '8#n3'],
    ]);
  });

  it('French NinjaTrader: decimal commas, `2,02 $`, day-first dates, Achat/Vente and Entrée/Sortie', () => {
    // CL (1 000 $ a point): long 2 at 78,45, out 1 at 78,84 (+390) and 1 at 78,30 (−150): 240 − 3 × 2,02 = 233,94
    const text = [
      'Instrument;Action;Quantité;Prix;Heure;ID;E/S;Position;ID d’ordre;Nom;Commission;Taux;Compte;Connexion;',
      'CL 02-25;Achat;2;78,45;15/01/2025 10:30:00;f1;Entrée;2 L;o1;Entry;4,04 $;1;Sim101;Sim;',
      'CL 02-25;Vente;1;78,84;15/01/2025 10:50:00;f2;Sortie;1 L;o2;Exit;1,01 $;1;Sim101;Sim;',
      'CL 02-25;Vente;1;78,30;15/01/2025 11:05:00;f3;Sortie;-;o3;Stop;1,01 $;1;Sim101;Sim;',
    ].join('\n');
    const parsed = ninjaTraderParser.parse(textImportFile('e.csv', text), noValues);
    expect(parsed.errors).toEqual([]);
    expect(parsed.trades.map((t) => [t.direction, t.quantity, t.entryPrice, t.fees, t.netPnl])).toEqual([
      ['LONG', '2', '78.45', '6.06', '233.94'],
    ]);
    expect(parsed.trades[0]?.entryTime).toBe('2025-01-15T10:30:00');
  });

  it('German NinjaTrader: Kauf/Verkauf, `15.01.2025`, a ZN in 32nds: 0.109375 × 1 000 − 4.04 = 105.335', () => {
    const text = [
      'Instrument;Aktion;Menge;Preis;Zeit;ID;E/A;Position;Order-ID;Name;Kommission;Rate;Konto;Verbindung;',
      "ZN 03-25;Kauf;1;110'165;15.01.2025 10:30:00;g1;Einstieg;1 L;o1;Entry;2,02 $;1;Sim101;Sim;",
      "ZN 03-25;Verkauf;1;110'200;15.01.2025 14:05:00;g2;Ausstieg;-;o2;Exit;2,02 $;1;Sim101;Sim;",
    ].join('\n');
    const [trade] = ninjaTraderParser.parse(textImportFile('e.csv', text), noValues).trades;
    expect(trade).toMatchObject({
      entryPrice: '110.515625',
      exits: [{ price: '110.625', quantity: '1', time: '2025-01-15T14:05:00' }],
      netPnl: '105.335',
    });
  });

  it('contracts written `MNQ MAR25` are priced by their root, never at 1 a point', () => {
    // Two accounts (a trade copier), fills not in time order, MNQ 2 $ and NQ 20 $ a point:
    // - Apex1 MNQ MAR25 long 3 at 21 050.25, out 2 at 21 060.75 and 1 at 21 040.00:
    //   gross (10.5 × 2 − 10.25 × 1) × 2 $ = 21.5, commissions 0.78 + 0.52 + 0.26 = 1.56, net 19.94
    //   (at 1 a point, the bug this replaces, it was 10.75 − 1.56 = 9.19)
    // - Apex2 NQ MAR25 short 1 at 21 049.75, out at 21 031.25: 18.5 × 20 $ = 370 − 2 × 1.55 = 366.90
    const text = [
      HEADER,
      row(['NQ MAR25', 'Buy', '1', '21031.25', '2/3/2025 10:20:00 AM', 'q2', 'Exit', '$1.55', 'Apex2']),
      row(['MNQ MAR25', 'Buy', '3', '21050.25', '2/3/2025 10:00:00 AM', 'm1', 'Entry', '$0.78', 'Apex1']),
      row(['MNQ MAR25', 'Sell', '1', '21040.00', '2/3/2025 10:30:00 AM', 'm3', 'Exit', '$0.26', 'Apex1']),
      row(['NQ MAR25', 'Sell', '1', '21049.75', '2/3/2025 10:01:00 AM', 'q1', 'Entry', '$1.55', 'Apex2']),
      row(['MNQ MAR25', 'Sell', '2', '21060.75', '2/3/2025 10:10:00 AM', 'm2', 'Exit', '$0.52', 'Apex1']),
    ].join('\r\n');
    const parsed = ninjaTraderParser.parse(textImportFile('e.csv', text), noValues);
    expect(parsed).toMatchObject({ errors: [], pointValuesNeeded: [] });
    expect(parsed.trades.map((t) => [t.assetName, t.assetType, t.direction, t.fees, t.netPnl])).toEqual([
      ['MNQ MAR25', 'FUTURES', 'LONG', '1.56', '19.94'],
      ['NQ MAR25', 'FUTURES', 'SHORT', '3.1', '366.9'],
    ]);
  });

  it('live cattle is in the registry: `LE 02-25` is priced at 400 $ a point without asking', () => {
    // long 1 at 190.125, out at 191.5: 1.375 × 400 $ = 550 − 2 × 2.02 = 545.96
    const text = [
      HEADER,
      row(['LE 02-25', 'Buy', '1', '190.125', '1/15/2025 9:30:00 AM', 'l1', 'Entry', '$2.02', 'Sim101']),
      row(['LE 02-25', 'Sell', '1', '191.500', '1/15/2025 9:50:00 AM', 'l2', 'Exit', '$2.02', 'Sim101']),
    ].join('\r\n');
    const parsed = ninjaTraderParser.parse(textImportFile('e.csv', text), noValues);
    expect(parsed).toMatchObject({ errors: [], pointValuesNeeded: [] });
    expect(parsed.trades.map((t) => t.netPnl)).toEqual(['545.96']);
  });

  it('a root Carnet does not know is asked for, its fills are lines; given, it is priced exactly', () => {
    // XYZ (a root Carnet does not know; the trader says 400 $ a point): long 1 at 190.125, out at 191.5:
    // 1.375 × 400 $ = 550 − 2 × 2.02 = 545.96
    const text = [
      HEADER,
      row(['XYZ 02-25', 'Buy', '1', '190.125', '1/15/2025 9:30:00 AM', 'l1', 'Entry', '$2.02', 'Sim101']),
      row(['XYZ 02-25', 'Sell', '1', '191.500', '1/15/2025 9:50:00 AM', 'l2', 'Exit', '$2.02', 'Sim101']),
    ].join('\r\n');
    const unpriced = ninjaTraderParser.parse(textImportFile('e.csv', text), noValues);
    expect(unpriced.trades).toEqual([]);
    expect(unpriced.pointValuesNeeded).toEqual(['XYZ']);
    expect(unpriced.errors.map((error) => error.line)).toEqual([2, 3]);
    expect(unpriced.errors[0]?.message).toBe(
      'Valeur du point inconnue pour XYZ 02-25 (racine XYZ) : indiquez-la pour importer ce contrat',
    );
    const priced = ninjaTraderParser.parse(textImportFile('e.csv', text), {
      pointValues: new Map([['XYZ', '400']]),
    });
    expect(priced.errors).toEqual([]);
    expect(priced.pointValuesNeeded).toEqual([]);
    expect(priced.trades.map((t) => t.netPnl)).toEqual(['545.96']);
  });

  it('an unreadable execution is an error line; a header alone is a format error in French', () => {
    const parsed = ninjaTraderParser.parse(
      textImportFile('e.csv', ENGLISH.replace('$0.26,1,Sim101', 'abc,1,Sim101')),
      noValues,
    );
    expect(parsed.errors).toContainEqual({ line: 8, message: 'Ligne illisible : montant illisible' });
    expect(() => ninjaTraderParser.parse(textImportFile('e.csv', `${HEADER}\r\n`), noValues)).toThrow(
      /^Format non reconnu : export Exécutions de NinjaTrader/,
    );
  });
});
