import { describe, expect, it } from 'vitest';
import { inlineStringXlsx } from '../../../test/xlsx-test-support.ts';
import { decodeText } from '../../decode-text.ts';
import type { ImportFile } from '../../parsed-file.ts';
import { mt5ReportParser } from './mt5-report-parser.ts';

// MetaTrader 5 reports saved by a terminal in French and in German, in the layout of the English ones
// (mt5-html-report.test.ts, the real MetaTrader5.xlsx) with the localized names of mt5-vocabulary.ts and its sources.

const SECTION = (title: string) =>
  `<tr align="center"><th colspan="14" style="height: 25px"><div style="font: 10pt Tahoma"><b>${title}</b></div></th></tr>`;
const CELLS = (cells: readonly string[]) => cells.map((cell) => `<td>${cell}</td>`).join('');

/*
 * French, by hand (net = Profit + Commission + Echange):
 * - 2001 EURUSD buy 1.00: 100.00 − 7.00 − 1.20 = 91.80
 * - 2002 US30.x sell 2.00: −129.70 + 0.00 − 8.06 = −137.76
 * Profit Total Net: 91.80 − 137.76 = −45.96
 */
const FRENCH_HTML = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN">
<html xmlns="http://www.w3.org/1999/xhtml">
<head><title>5012345: Jean Dupont - Rapport d’historique de trading</title>
<meta name="generator" content="client terminal"><style type="text/css">.hidden { display: none; }</style></head>
<body><div align="center"><table cellspacing="1" cellpadding="3" border="0">
<tr align="center"><td colspan="14"><div style="font: 14pt Tahoma"><b>Rapport d’historique de trading</b></div></td></tr>
${SECTION('Positions')}
<tr align="center" bgcolor="#E5F0FC">${CELLS(['Heure', 'Position', 'Symbole', 'Type', 'Volume', 'Prix', 'S / L', 'T / P', 'Heure', 'Prix', 'Commission', 'Echange'])}<td colspan="2">Profit</td></tr>
<tr bgcolor="#FFFFFF" align="right">${CELLS(['2025.05.02 10:15:30', '2001', 'EURUSD', 'buy'])}<td class="hidden" colspan="8">scalp</td>${CELLS(['1.00', '1.10000', '1.09500', '', '2025.05.02 11:00:00', '1.10100', '-7.00', '-1.20'])}<td colspan="2">100.00</td></tr>
<tr bgcolor="#F7F7F7" align="right">${CELLS(['2025.05.05 15:30:00', '2002', 'US30.x', 'sell'])}<td class="hidden" colspan="8"></td>${CELLS(['2.00', '48 380.15', '48 639.00', '48 108.00', '2025.05.06 16:34:47', '48 445.00', '0.00', '-8.06'])}<td colspan="2">-129.70</td></tr>
${SECTION('Ordres')}
<tr align="center" bgcolor="#E5F0FC">${CELLS(['Heure d’ouverture', 'Ordre', 'Symbole', 'Type', 'Volume', 'Prix', 'S / L', 'T / P', 'Heure', 'État', 'Commentaire'])}</tr>
<tr bgcolor="#FFFFFF" align="right">${CELLS(['2025.05.02 10:15:30', '3001', 'EURUSD', 'buy', '1.00 / 1.00', 'market', '', '', '2025.05.02 10:15:30', 'exécuté', ''])}</tr>
${SECTION('Transactions')}
${SECTION('Résultats')}
<tr align="right"><td nowrap colspan="3">Profit Total Net:</td><td nowrap><b>-45.96</b></td><td nowrap colspan="3">Profit brut:</td><td nowrap><b>100.00</b></td></tr>
<tr align="right"><td nowrap colspan="3">Nb trades:</td><td nowrap><b>2</b></td></tr>
</table></div></body></html>`;

/** Text → UTF-16LE bytes with their byte order mark, as MetaTrader 5 saves its report. */
function utf16Report(html: string): ImportFile {
  const bytes = new Uint8Array(2 + html.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let index = 0; index < html.length; index += 1) {
    const code = html.charCodeAt(index);
    bytes[2 + index * 2] = code & 0xff;
    bytes[3 + index * 2] = code >> 8;
  }
  return { name: 'ReportHistory-5012345.html', bytes, text: () => decodeText(bytes) };
}

/*
 * German, by hand (net = Gewinn + Kommission + Swap; the terminal writes a negative `- 0.50`):
 * - 1001 XAUUSD buy 0.01: 3.20
 * - 1002 XAUUSD sell 0.05: −53.07 − 0.50 − 3.85 = −57.42
 * Gesamtnettogewinn: 3.20 − 57.42 = −54.22
 */
const GERMAN_ROWS = [
  ['Bericht der Kontohistorie'],
  ['Konto:', '', '', '123456 (EUR, Broker-Live 1, real, Hedge)'],
  ['Positionen'],
  [
    'Zeit',
    'Position',
    'Symbol',
    'Typ',
    'Volumen',
    'Preis',
    'S / L',
    'T / P',
    'Zeit',
    'Preis',
    'Kommission',
    'Swap',
    'Gewinn',
  ],
  [
    '2026.03.31 12:34:14',
    '1001',
    'XAUUSD',
    'buy',
    '0.01',
    '4 556.27',
    '4 548.00',
    '4 563.00',
    '2026.03.31 13:10:23',
    '4 559.94',
    '0.00',
    '0.00',
    ' 3.20',
  ],
  [
    '2026.03.31 14:22:04',
    '1002',
    'XAUUSD',
    'sell',
    '0.05',
    '4 572.63',
    '4 583.80',
    '',
    '2026.04.01 01:01:00',
    '4 584.81',
    '- 0.50',
    '- 3.85',
    '- 53.07',
  ],
  ['Orders'],
  ['Eröffnungszeit', 'Auftrag', 'Symbol', 'Typ', 'Volumen', 'Preis'],
  ['2026.03.31 12:34:14', '1001', 'XAUUSD', 'buy', '0.01 / 0.01', 'market'],
  ['Trades'],
  [
    'Zeit',
    'Trade',
    'Symbol',
    'Typ',
    'Richtung',
    'Volumen',
    'Preis',
    'Auftrag',
    'Kommission',
    'Kosten',
    'Swap',
    'Gewinn',
    'Kontostand',
    'Kommentar',
  ],
  [
    '2026.03.31 09:46:43',
    '5',
    '',
    'balance',
    '',
    '',
    '',
    '',
    '0.00',
    '0.00',
    '0.00',
    '1 000.00',
    '1 000.00',
    'Deposit',
  ],
  ['Gesamtnettogewinn:', '', '', '-54.22'],
];

function xlsxFile(rows: readonly (readonly string[])[]): ImportFile {
  const bytes = inlineStringXlsx(rows);
  return { name: 'ReportHistory-123456.xlsx', bytes, text: () => decodeText(bytes) };
}

describe('MetaTrader 5 reports of a terminal in French or German', () => {
  it('French HTML (UTF-16): « Rapport d’historique de trading », Positions, Echange; Σ net = Profit Total Net', () => {
    const file = utf16Report(FRENCH_HTML);
    expect(mt5ReportParser.detect(file)).toBe(true);
    const parsed = mt5ReportParser.parse(file);
    expect(parsed.errors).toEqual([]);
    expect(parsed.stated).toEqual({ netTotal: '-45.96', rowPnlSum: '-45.96' });
    expect(parsed.trades.map((t) => [t.externalId, t.direction, t.fees, t.swap, t.netPnl])).toEqual([
      ['2001', 'LONG', '7', '-1.2', '91.8'],
      ['2002', 'SHORT', '0', '-8.06', '-137.76'],
    ]);
    expect(parsed.trades[1]).toMatchObject({
      assetName: 'US30.x',
      entryPrice: '48380.15',
      stopLossPrice: null,
      lastStopPrice: '48639',
      exits: [{ price: '48445', quantity: '2', time: '2025-05-06T16:34:47' }],
    });
  });

  it('the French xlsx, its title written with a straight apostrophe', () => {
    const rows = [
      ["Rapport d'historique de trading"],
      ['Positions'],
      [
        'Heure',
        'Position',
        'Symbole',
        'Type',
        'Volume',
        'Prix',
        'S / L',
        'T / P',
        'Heure',
        'Prix',
        'Commission',
        'Swap',
        'Profit',
      ],
      [
        '2025.12.23 12:27:24',
        '42047402',
        'US30.x',
        'buy',
        '2',
        '48380.15',
        '48108',
        '48639',
        '2025.12.24 16:34:47',
        '48445',
        '0.0',
        '-8.06',
        '128.9',
      ],
      ['Ordres'],
      ['Résultats'],
      ['Profit Total Net:', '', '', '120.84'],
    ];
    const file = xlsxFile(rows);
    expect(mt5ReportParser.detect(file)).toBe(true);
    const parsed = mt5ReportParser.parse(file);
    expect(parsed.trades.map((t) => t.netPnl)).toEqual(['120.84']);
    expect(parsed.stated.netTotal).toBe('120.84');
  });

  it('German xlsx: Positionen, Kommission, Gewinn, `- 0.50` negatives; Σ net = Gesamtnettogewinn', () => {
    const file = xlsxFile(GERMAN_ROWS);
    expect(mt5ReportParser.detect(file)).toBe(true);
    const parsed = mt5ReportParser.parse(file);
    expect(parsed.errors).toEqual([]);
    expect(parsed.stated).toEqual({ netTotal: '-54.22', rowPnlSum: '-54.22' });
    expect(parsed.trades.map((t) => [t.externalId, t.direction, t.fees, t.swap, t.netPnl])).toEqual([
      ['1001', 'LONG', '0', '0', '3.2'],
      ['1002', 'SHORT', '0.5', '-3.85', '-57.42'],
    ]);
  });

  it('a German report cut before its net is refused, in French', () => {
    const file = xlsxFile(GERMAN_ROWS.slice(0, -1));
    expect(() => mt5ReportParser.parse(file)).toThrow(
      'Format non reconnu : rapport d’historique MetaTrader 5 (Trade History Report), « Gesamtnettogewinn: » des résultats introuvable (fichier tronqué ?)',
    );
  });
});
