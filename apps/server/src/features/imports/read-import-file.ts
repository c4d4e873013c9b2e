import {
  IMPORT_PREVIEW_TRADES,
  IMPORT_ZONE_PRESETS,
  type ImportPlatform,
  type Reconciliation,
} from '@carnet/contract';
import {
  type BuiltTrade,
  decodeText,
  ImportFormatError,
  type ParsedFile,
  type ParseError,
  reconcileImport,
} from '@carnet/importers';
import { PLATFORM_PARSERS } from '@carnet/importers/platforms';
import type { ImportTotals } from '../../db/schema/index.ts';
import { badRequest, type ErrorBody, HttpError } from '../../http/errors.ts';
import { importTotals } from './import-totals.ts';
import type { ConfigurationNames } from './imported-journal.ts';
import { unpricedRoot } from './imported-money.ts';
import { type ConvertedTrade, convertTrade } from './imported-trade.ts';
import { type ReaderChoice, readUpload } from './pick-reader.ts';

/** What the import worker is given: the upload, how to read it, and what its trades are converted for. */
export type ReadFileJob = {
  fileName: string;
  bytes: Uint8Array;
  reader: ReaderChoice;
  /** The zone the trader chose for the file's times; else the platform's, else UTC (unless the file states one). */
  timeZone: string | undefined;
  /** The account the trades would go to (0 for a preview without one). */
  accountId: number;
  /** Its currency, whose minor unit the trades' money is rounded to (null for a preview without an account). */
  accountCurrency: string | null;
  /** The trader's point values of futures roots Carnet lacks, by root in alphabetical order (plain data). */
  pointValues: [string, string][];
  /** Every trade's face, not only the preview's first IMPORT_PREVIEW_TRADES (a statement check lists them all). */
  allFaces?: boolean;
};

type Converted = Extract<ConvertedTrade, { ok: true }>;

/**
 * A trade of the file as the bulk writer takes it, but for its history (the batch's); its row's creation and
 * update instants are the database's.
 */
export type ImportedTradeToWrite = Omit<Converted['toWrite'], 'values'> & {
  values: Omit<Converted['toWrite']['values'], 'createdAt' | 'updatedAt'>;
};

/** A file read and its trades converted: what a preview shows and an import writes. */
export type ReadFile = {
  platform: ImportPlatform;
  timeZone: string;
  /** The file writes its zone (ParsedFile.timeZoneStated): the trader's choice did not apply. */
  isZoneStated: boolean;
  /** No zone stated nor chosen, and none the platform always writes: `timeZone` is a proposal to confirm. */
  isZoneToChoose: boolean;
  /** Every trade converted, in the file's order. */
  trades: ImportedTradeToWrite[];
  /**
   * The first IMPORT_PREVIEW_TRADES as the preview shows them (all with `allFaces`): only those cross back from the
   * worker (the faces of 10,000 trades were half of what the server's thread had to parse).
   */
  faces: Converted['face'][];
  /** The rows that could not be read and the trades that could not be converted, by line. */
  errors: ParseError[];
  /** Σ money of every closed trade converted (docs/rules/imports.md: the preview's totals). */
  totals: ImportTotals;
  /** The file's own figures against the trades converted (docs/rules/imports.md#reconciliation). */
  reconciliation: Reconciliation;
  /** The futures roots whose point value the trader must give (docs/rules/imports.md « asks for otherwise »). */
  pointValuesNeeded: string[];
  /** The configuration a trade of Carnet's own export names, by its index in `trades` (link-configurations.ts). */
  configurationNames: [number, ConfigurationNames][];
};

/** The file read, or the answer the request gets instead (a French 400 on `file`, `platform`…). */
export type ReadFileAnswer = { ok: true; read: ReadFile } | { ok: false; status: number; body: ErrorBody };

const DEFAULT_TIME_ZONE = 'UTC';

const refusal = (error: HttpError): ReadFileAnswer => ({
  ok: false,
  status: error.statusCode,
  body: error.body,
});

/**
 * docs/rules/imports.md: reads an upload and converts its trades, in the import worker thread (import-worker.ts), so a
 * 10,000-position report leaves the server answering meanwhile. Pure: plain data in, plain data out.
 */
export async function readImportFile(job: ReadFileJob): Promise<ReadFileAnswer> {
  let text: string | undefined;
  const pointValues = new Map(job.pointValues);
  // Decoded once, and only for the parsers that read text (an xlsx is a zip).
  const file = { name: job.fileName, bytes: job.bytes, text: () => (text ??= decodeText(job.bytes)) };
  let parsed: ParsedFile;
  try {
    parsed = await readUpload(job.reader, file, PLATFORM_PARSERS, { pointValues });
  } catch (error) {
    if (error instanceof ImportFormatError) return refusal(badRequest({ file: [error.message] }));
    if (error instanceof HttpError) return refusal(error);
    throw error;
  }
  // A zone the file writes beside its times is theirs; otherwise the trader's, else the platform's usual one,
  // else a proposal (its first preset, or UTC) that the trader must confirm before importing.
  const statedZone = parsed.timeZoneStated === true ? parsed.timeZoneHint : null;
  const proposal = IMPORT_ZONE_PRESETS[parsed.platform]?.[0]?.zone ?? DEFAULT_TIME_ZONE;
  const timeZone = statedZone ?? job.timeZone ?? parsed.timeZoneHint ?? proposal;
  const isZoneToChoose = statedZone === null && job.timeZone === undefined && parsed.timeZoneHint === null;
  const converted: Converted[] = [];
  const built: BuiltTrade[] = [];
  const errors = [...parsed.errors];
  const needed = new Set(parsed.pointValuesNeeded);
  for (const trade of parsed.trades) {
    const result = convertTrade(
      trade,
      timeZone,
      { id: job.accountId, currency: job.accountCurrency },
      pointValues,
    );
    if (!result.ok) {
      errors.push({ line: result.line, message: result.message });
      continue;
    }
    converted.push(result);
    const { status, pnlAmount } = result.toWrite.values;
    built.push({ parsed: trade, net: status === 'CLOSED' ? (pnlAmount ?? null) : null });
    const root = unpricedRoot(result.face, pointValues);
    if (root !== null) needed.add(root);
  }
  errors.sort((a, b) => a.line - b.line);
  const trades = converted.map((trade) => trade.toWrite);
  const faces = (job.allFaces === true ? converted : converted.slice(0, IMPORT_PREVIEW_TRADES)).map(
    (trade) => trade.face,
  );
  const totals = importTotals(trades.map((trade) => trade.values));
  const configurationNames = converted.flatMap(({ configuration }, index): [number, ConfigurationNames][] =>
    configuration === undefined || configuration === null ? [] : [[index, configuration]],
  );
  return {
    ok: true,
    read: {
      platform: parsed.platform,
      timeZone,
      isZoneStated: statedZone !== null,
      isZoneToChoose,
      trades,
      faces,
      errors,
      totals,
      reconciliation: reconcileImport(parsed, built),
      pointValuesNeeded: [...needed].sort(),
      configurationNames,
    },
  };
}
