import { CANDLE_TIMEFRAMES } from '@carnet/domain';
import { z } from 'zod';
import { summaryQuerySchema } from './analysis.ts';
import { isoDateTimeField, textField } from './common.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { ASSET_NAME_MAX_LENGTH } from './profile.ts';
import { isKnownTimeZone } from './time-zone.ts';

/** The largest candle file `POST /api/v1/candles/import/` reads: a year of 1-minute candles (docs/rules/candles.md). */
export const MAX_CANDLE_FILE_BYTES = 50 * 1024 * 1024;

/** French messages of the candle routes and readers (docs/rules/candles.md#candles). */
export const CANDLE_MESSAGES = {
  unknownTimeframe: `Unité de temps inconnue. Valeurs possibles : ${CANDLE_TIMEFRAMES.join(', ')}.`,
  symbolRequired: 'Indiquez le symbole, tel que vos trades le nomment.',
  symbolTooLong: `${ASSET_NAME_MAX_LENGTH} caractères au maximum.`,
  unknownSymbol: (symbol: string) =>
    `Symbole « ${symbol} » inconnu : aucun de vos trades ni de vos actifs ne porte ce nom.`,
  timeZoneRequired:
    'Indiquez le fuseau horaire du fichier : ses heures sont écrites sans décalage (heure du serveur de la plateforme).',
  unknownFormat:
    'Format de bougies non reconnu : MetaTrader 5 (Exporter les barres), MetaTrader 4 / HistData, TradingView (Exporter les données du graphique), NinjaTrader, ou un CSV avec les colonnes time, open, high, low, close.',
  tradesNotCandles:
    'Ce fichier contient des trades, pas des bougies : importez-le dans l’onglet « Trades » d’« Importer ».',
  noCandle: 'Aucune bougie lisible dans ce fichier.',
  singleCandle: 'Une seule bougie : indiquez son unité de temps.',
  unknownSpacing: (minutes: string) =>
    `Écart entre les bougies (${minutes}) sans unité de temps connue (${CANDLE_TIMEFRAMES.join(', ')}) : indiquez-la.`,
  spacingBelowTimeframe: (timeframe: string) =>
    `Les bougies du fichier sont plus rapprochées qu’une bougie ${timeframe} : choisissez l’unité de temps du fichier.`,
  unreadableRow: (why: string) => `Ligne illisible : ${why}`,
  highBelowLow: 'Le plus haut est inférieur au plus bas.',
  openOutside: 'L’ouverture est hors de [plus bas, plus haut].',
  closeOutside: 'La clôture est hors de [plus bas, plus haut].',
  repeatedTime: (line: number) =>
    `Même heure qu’à la ligne ${line} avec d’autres prix : aucune des deux bougies n’est gardée.`,
} as const;

const symbolField = textField({ error: CANDLE_MESSAGES.symbolRequired })
  .trim()
  .min(1, CANDLE_MESSAGES.symbolRequired)
  .max(ASSET_NAME_MAX_LENGTH, CANDLE_MESSAGES.symbolTooLong);

const timeframeField = z.enum(CANDLE_TIMEFRAMES, { error: CANDLE_MESSAGES.unknownTimeframe });

/** The multipart fields beside `file` of `POST /api/v1/candles/import/` (strings, as a form sends them). */
export const candleImportOptionsSchema = z.object({
  symbol: symbolField,
  timezone: z.string().refine(isKnownTimeZone, { message: FIELD_MESSAGES.unknownTimeZone }).optional(),
  timeframe: timeframeField.optional(),
});
export type CandleImportOptions = z.output<typeof candleImportOptionsSchema>;

/** `DELETE /api/v1/candles/?symbol=&timeframe=`: one stored series. */
export const candleSeriesQuerySchema = z.object({ symbol: symbolField, timeframe: timeframeField });
export type CandleSeriesQuery = z.output<typeof candleSeriesQuerySchema>;

const instantField = isoDateTimeField(FIELD_MESSAGES.invalidDateTime);

/** `GET /api/v1/candles/?symbol=&timeframe=&from=&to=`: the series' candles opened in [from, to]. */
export const candlesQuerySchema = candleSeriesQuerySchema
  .extend({ from: instantField.optional(), to: instantField.optional() })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    path: ['from'],
    message: FIELD_MESSAGES.rangeOrder,
  });
export type CandlesQuery = z.output<typeof candlesQuerySchema>;

/** The bounds of `horizon_days` (its default is the domain's) of the what-if exits (docs/rules/candles.md#what-if). */
export const WHAT_IF_HORIZON_DAYS_MAX = 365;
const HORIZON_MESSAGE = `Nombre de jours entier entre 1 et ${WHAT_IF_HORIZON_DAYS_MAX}.`;

/** `GET /api/v1/trades/what-if/?from=&to=&tz=&capital_account=&tag=&horizon_days=`: the analysis' filters. */
export const whatIfQuerySchema = summaryQuerySchema.safeExtend({
  horizon_days: z.coerce
    .number({ error: HORIZON_MESSAGE })
    .int(HORIZON_MESSAGE)
    .min(1, HORIZON_MESSAGE)
    .max(WHAT_IF_HORIZON_DAYS_MAX, HORIZON_MESSAGE)
    .optional(),
});
export type WhatIfQuery = z.output<typeof whatIfQuerySchema>;
