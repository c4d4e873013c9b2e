import { CANDLE_TIMEFRAMES, type CandleTimeframe } from '@carnet/domain';

/** What the « Bougies » form holds before it is sent. */
export type CandleImportValues = {
  file: File | null;
  symbol: string;
  timezone: string;
  timeframe: CandleTimeframe | '';
};

export const EMPTY_CANDLE_IMPORT: CandleImportValues = {
  file: null,
  symbol: '',
  timezone: '',
  timeframe: '',
};

export const CANDLE_IMPORT_MESSAGES = {
  fileRequired: 'Choisissez un fichier de bougies.',
  symbolRequired: 'Indiquez le symbole, tel que vos opérations le nomment.',
  timezoneRequired: 'Choisissez le fuseau horaire des heures du fichier.',
} as const;

/** The form's errors by field: its own checks, or the server's (docs/ui.md#errors), under the API's field names. */
export type CandleImportErrors = Record<string, string>;

/** A timeframe picked in the form: one of the six, or '' to let the spacing decide. */
export function readTimeframe(text: string): CandleTimeframe | '' {
  return CANDLE_TIMEFRAMES.find((timeframe) => timeframe === text) ?? '';
}

/**
 * The form's own checks before anything is sent (docs/rules/candles.md#candles): a file, the symbol, and the zone
 * of the file's times, which Carnet never guesses (a file whose times carry an offset or are Unix seconds reads
 * the same in any zone). The timeframe may stay empty: the server finds it from the spacing.
 */
export function validateCandleImport(values: CandleImportValues): CandleImportErrors {
  const errors: CandleImportErrors = {};
  if (values.file === null) errors.file = CANDLE_IMPORT_MESSAGES.fileRequired;
  if (values.symbol.trim() === '') errors.symbol = CANDLE_IMPORT_MESSAGES.symbolRequired;
  if (values.timezone === '') errors.timezone = CANDLE_IMPORT_MESSAGES.timezoneRequired;
  return errors;
}

/** The symbols offered: the profile's asset names and the series already stored, each once, sorted. */
export function offeredSymbols(profileAssets: readonly string[], storedSymbols: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const symbol of [...profileAssets, ...storedSymbols]) {
    const trimmed = symbol.trim();
    if (trimmed !== '' && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'fr'));
}
