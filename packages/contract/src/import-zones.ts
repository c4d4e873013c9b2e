import { z } from 'zod';
import type { ImportPlatform } from './imports.ts';

/** A zone offered first for the files of a platform that write their times without one. */
export type ImportZonePreset = { zone: string; label: string };

/**
 * MetaTrader writes the broker's server time and never says which (docs/rules/imports.md#time-zones): most
 * brokers run UTC+2, UTC+3 in summer (as Helsinki); some keep UTC+2 or UTC+3 all year (IANA's `Etc/GMT-2` is
 * UTC+2: its sign is inverted), a few London or UTC.
 */
const METATRADER_ZONES: readonly ImportZonePreset[] = [
  { zone: 'Europe/Helsinki', label: 'UTC+2, UTC+3 en été (le plus courant)' },
  { zone: 'Etc/GMT-2', label: 'UTC+2 toute l’année' },
  { zone: 'Etc/GMT-3', label: 'UTC+3 toute l’année' },
  { zone: 'Europe/London', label: 'UTC, UTC+1 en été (Londres)' },
  { zone: 'UTC', label: 'UTC toute l’année' },
];

/** The presets of the platforms whose files carry no zone and whose usual ones Carnet knows. */
export const IMPORT_ZONE_PRESETS: Partial<Record<ImportPlatform, readonly ImportZonePreset[]>> = {
  MT4_STATEMENT: METATRADER_ZONES,
  MT5_REPORT: METATRADER_ZONES,
};

/** What the preview says of a platform's zone to the trader who must choose it. */
export const IMPORT_ZONE_QUESTIONS: Partial<Record<ImportPlatform, string>> = {
  MT4_STATEMENT:
    'MetaTrader écrit l’heure du serveur de votre courtier, sans fuseau : choisissez celui du courtier (souvent UTC+2, UTC+3 en été).',
  MT5_REPORT:
    'MetaTrader écrit l’heure du serveur de votre courtier, sans fuseau : choisissez celui du courtier (souvent UTC+2, UTC+3 en été).',
};

export const importZonePresetSchema = z.object({ zone: z.string(), label: z.string() });

/** The caller's other accounts that already hold trades of the file, by the trades' ids (docs/rules/imports.md#duplicates). */
export const importElsewhereSchema = z.object({
  capital_account: z.number().int(),
  name: z.string(),
  trades: z.number().int(),
});
export type ImportElsewhere = z.infer<typeof importElsewhereSchema>;
