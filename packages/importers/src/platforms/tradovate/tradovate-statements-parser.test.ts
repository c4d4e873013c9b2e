import { describe, expect, it } from 'vitest';
import { textImportFile } from '../../../test/platform-import-files.ts';
import { ImportFormatError } from '../../parsed-file.ts';
import { tradovateStatementsParser } from './tradovate-statements-parser.ts';

// Tradovate's statements of cash in their layouts (docs/import-formats.md#tradovate): money, no trade.
const CASH_HISTORY = [
  'Account,Transaction ID,Timestamp,Date,Delta,Amount,Cash Change Type,Currency,Contract',
  'DEMO1,88001,03/10/2025 09:31:00,3/10/25,-1.04,49998.96, Commission,USD,MNQM5',
  'DEMO1,88002,03/10/2025 09:31:00,3/10/25,200.00,50198.96, Trade Paired,USD,MNQM5',
].join('\n');
const BALANCE_HISTORY = [
  'Account ID,Account Name,Trade Date,Total Amount,Total Realized PNL',
  '77001,DEMO1,2025-03-10,50198.96,198.96',
].join('\n');

describe('Tradovate Cash History and Account Balance History', () => {
  it('are recognised, and answer in French that they import no trade and which export to send', () => {
    for (const [text, name] of [
      [CASH_HISTORY, 'Cash History de Tradovate'],
      [BALANCE_HISTORY, 'Account Balance History de Tradovate'],
    ] as const) {
      const file = textImportFile('statement.csv', text);
      expect(tradovateStatementsParser.detect(file)).toBe(true);
      expect(() => tradovateStatementsParser.parse(file)).toThrow(ImportFormatError);
      expect(() => tradovateStatementsParser.parse(file)).toThrow(
        `${name} : ce relevé donne l’argent du compte, pas ses trades, et n’importe donc aucun trade. Importez plutôt l’export Fills, Orders, Performance ou Position History.`,
      );
    }
  });

  it('do not take a fills export for a statement', () => {
    expect(tradovateStatementsParser.detect(textImportFile('f.csv', 'Fill ID,B/S,_timestamp\n'))).toBe(false);
  });
});
