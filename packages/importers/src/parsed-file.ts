import type { AssetType, ImportPlatform, Trade } from '@carnet/contract';
import type { Direction, TraderPointValues } from '@carnet/domain';

// What every platform parser gives the import pipeline (docs/rules/imports.md). A parser reads the file as the platform wrote
// it and says what it holds; it knows nothing of users, accounts, time zones or the database. The pipeline turns
// times into instants in the zone the trader chose, finds duplicates, and writes.

/**
 * A wall-clock time as the file writes it, without an offset: `YYYY-MM-DDTHH:mm:ss`, with `.sss` milliseconds when
 * the file has them (Carnet's own export: a close at « now » keeps its milliseconds through a round trip).
 */
export type LocalDateTime = string;

/** What left a position: a quantity at a price, at a wall-clock time. */
export type ParsedExit = { price: string; quantity: string; time: LocalDateTime };

/**
 * One position from flat to flat (docs/rules/imports.md), or still open (`exits` empty). Decimals are canonical strings
 * (`-12.5`, never `$(12.50)` nor `12,50`); money is in the account's currency.
 */
export type ParsedTrade = {
  /** The file line (1-based; for spreadsheets the row) the trade starts on, for error messages. */
  line: number;
  /** Ticket, position or order id; a hash of the defining fields when the file has none. */
  externalId: string;
  assetName: string;
  /** The parser's guess when the file says (e.g. a futures contract); else the pipeline guesses from the name. */
  assetType: AssetType | null;
  direction: Direction;
  /** The position's size at its largest (scale-ins averaged into `entryPrice`). */
  quantity: string;
  entryPrice: string;
  entryTime: LocalDateTime;
  /**
   * The initial stop, only when the file really gives the risk taken at entry (Carnet's own export): R is
   * measured against it (docs/rules/imports.md#stops).
   */
  stopLossPrice: string | null;
  /**
   * The stop as the file shows it on the position (MetaTrader's S/L, a template's stop on a closed position): where
   * it stood at the close, often moved to break even — the trade's last stop, never its plan's, never R's.
   */
  lastStopPrice?: string | null;
  takeProfitPrice: string | null;
  exits: ParsedExit[];
  /** Commissions and fees, ≥ 0. */
  fees: string;
  /** Financing, signed as the platform shows it. */
  swap: string;
  /**
   * The net result the file states (profit + commission + taxes + swap on MetaTrader), REPORTED; null while open,
   * or on a closed trade whose file states none (a template without `pnl_amount`): the pipeline then ESTIMATES it
   * from the exits (importedMoney).
   */
  netPnl: string | null;
  /**
   * The gross profit the file itself states for this trade (its rows' profit, before fees and swap), when it
   * states one: the reconciliation's PRICE_CHECK compares it with the gross its prices give.
   */
  statedGross?: string;
  /** The file's fills this trade was built from (line and id, `12#A1`), for formats that list fills (FILLS). */
  fillKeys?: readonly string[];
  /** What the trader journaled beyond the position: only Carnet's own export has it (ParsedJournal). */
  journal?: ParsedJournal;
};

/**
 * The journal part of a trade read from Carnet's own `trades.csv` (docs/rules/imports.md: the round trip is exact), in the
 * trade's API field names: what the trader recorded, written as recorded by the import — the plan is never
 * recorded again, compliance never evaluated again (its configuration may not exist where it is imported).
 * `pnl_source` ESTIMATED means the file's `gross_pnl` is the estimate the net follows from (`netPnl` is then
 * null); the configuration and its type come as names, matched against the importer's own by the pipeline.
 */
export type ParsedJournal = Pick<
  Trade,
  | 'setup_reason'
  | 'post_trade_review'
  | 'tags'
  | 'plan'
  | 'plan_is_retroactive'
  | 'risk_pct'
  | 'risk_amount'
  | 'planned_rr'
  | 'be_moved'
  | 'is_draft'
  | 'is_compliant'
  | 'score_pct'
  | 'grade'
  | 'recommended_risk_pct'
  | 'timing_class'
  | 'non_compliance_reasons'
  | 'pnl_source'
  | 'gross_pnl'
> & {
  take_profits: Omit<Trade['take_profits'][number], 'id'>[];
  confirmations: Omit<Trade['confirmations'][number], 'id'>[];
  configuration: string | null;
  configuration_type: string | null;
};

/**
 * The figures a file states of itself (docs/rules/imports.md#reconciliation), each only when the file gives it.
 * Money is in the account's currency, as canonical decimal strings.
 */
export type StatedFigures = {
  /** How many closed trades the file's summary counts (MetaTrader's « Total Trades »). */
  closedCount?: number;
  /** The net total of the closed trades the file's summary states (« Closed Trade P/L », « Total Net Profit »…). */
  netTotal?: string;
  /** Σ of the net the file's rows state, over the rows read into closed trades (rows in error left out). */
  rowPnlSum?: string;
  /** The fills the file lists (rows read as fills, and fill rows reported unreadable). */
  fillCount?: number;
};

/** A row the parser could not turn into a trade: the rest of the file still imports. */
export type ParseError = { line: number; message: string };

export type ParsedFile = {
  platform: ImportPlatform;
  trades: ParsedTrade[];
  errors: ParseError[];
  /** What the file states of itself, when it does: the reconciliation compares it with the trades built. */
  stated: StatedFigures;
  /** The zone the platform's times are usually in, proposed to the trader (null when nothing is known). */
  timeZoneHint: string | null;
  /**
   * True when the file itself writes the zone of its times (Carnet's `Z`, cTrader's header offset, Binance's
   * `Date(UTC)`): `timeZoneHint` is then that zone and the trader's choice of zone does not move the times.
   */
  timeZoneStated?: boolean;
  /**
   * Futures roots whose point value neither Carnet nor the trader gave: their fills are line errors rather than
   * trades priced wrong (docs/rules/money.md#instruments). Only parsers that price fills set it.
   */
  pointValuesNeeded?: readonly string[];
};

/** What the trader sent beside the file that a parser may need: point values of futures roots Carnet lacks. */
export type ReadOptions = { pointValues: TraderPointValues };

/** No point values given. */
export const NO_READ_OPTIONS: ReadOptions = { pointValues: new Map() };

/** A platform's reader: recognises its files from their content, never their name. */
export type PlatformParser = {
  platform: ImportPlatform;
  /** True when `file` is this platform's (cheap: looks at the first bytes or the header). */
  detect(file: ImportFile): boolean;
  /** Reads the whole file; throws ImportFormatError when it is this platform's but damaged. */
  parse(file: ImportFile, options?: ReadOptions): ParsedFile | Promise<ParsedFile>;
};

/** The uploaded file: its bytes and, for text formats, its text decoded once (UTF-8, UTF-16 by BOM, cp1252). */
export type ImportFile = { name: string; bytes: Uint8Array; text: () => string };

/** A file of a recognised platform that cannot be read (its message goes on the `file` field, in French). */
export class ImportFormatError extends Error {}
