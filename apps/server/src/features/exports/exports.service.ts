import { TRADES_CSV_HEADER } from '@carnet/importers';
import type { ExportsRepository } from './exports.repository.ts';
import { type JournalZipSources, journalZip } from './journal-zip.ts';
import { tradesCsvLine } from './trades-csv-row.ts';

const LINE_END = '\r\n';

/** The attachment name of the trades export: `carnet-trades-2026-11-25.csv` (the UTC day of the export). */
export const tradesCsvFileName = (now: Date): string => `carnet-trades-${now.toISOString().slice(0, 10)}.csv`;

/** The attachment name of the whole journal: `carnet-journal-2026-11-25.zip`. */
export const journalZipFileName = (now: Date): string =>
  `carnet-journal-${now.toISOString().slice(0, 10)}.zip`;

export function createExportsService(repository: ExportsRepository, journal: JournalZipSources) {
  return {
    /** Everything the caller owns, as a zip streamed while it is written (journal-zip.ts). */
    journalZip: (userId: number, now: Date) => journalZip(journal, userId, now),

    /**
     * The caller's trades as CSV text (trades-csv-row.ts), one chunk per database page: the route streams it, so
     * the whole file is never held at once. Only the caller's trades are read: there is nothing else to own.
     */
    async *tradesCsv(userId: number): AsyncGenerator<string> {
      yield `${TRADES_CSV_HEADER.join(',')}${LINE_END}`;
      let afterId = 0;
      for (;;) {
        const page = await repository.tradesPage(userId, afterId);
        const last = page.at(-1);
        if (last === undefined) return;
        yield `${page.map(tradesCsvLine).join(LINE_END)}${LINE_END}`;
        afterId = last.id;
      }
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
