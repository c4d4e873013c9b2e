import { IMPORT_MESSAGES } from '@carnet/contract';
import { type ImportFile, ImportFormatError, type PlatformParser } from '../../parsed-file.ts';
import { csvHeader } from '../csv-table.ts';

// The columns that name each statement (docs/import-formats.md#tradovate).
const STATEMENTS = [
  { name: 'Cash History de Tradovate', columns: ['Transaction ID', 'Cash Change Type', 'Delta'] },
  {
    name: 'Account Balance History de Tradovate',
    columns: ['Account ID', 'Trade Date', 'Total Realized PNL'],
  },
] as const;
const TRADE_EXPORTS = 'l’export Fills, Orders, Performance ou Position History';

const statementOf = (file: ImportFile) => {
  const header = csvHeader(file.text());
  return STATEMENTS.find((statement) => statement.columns.every((column) => header.includes(column)));
};

/**
 * Tradovate's « Cash History » and « Account Balance History »: they state the account's money by day, not its
 * trades (docs/rules/imports.md#statement-check). Recognised, so that the trader is told in French what the file
 * is and which export to send instead, rather than that the format is unknown; they import no trade.
 */
export const tradovateStatementsParser = {
  platform: 'TRADOVATE_CASH_STATEMENT',
  detect: (file: ImportFile) => statementOf(file) !== undefined,
  parse(file: ImportFile): never {
    const name = statementOf(file)?.name ?? STATEMENTS[0].name;
    throw new ImportFormatError(IMPORT_MESSAGES.statementWithoutTrades(name, TRADE_EXPORTS));
  },
} satisfies PlatformParser;
