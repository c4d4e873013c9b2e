import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { MediaStore } from '../../media/index.ts';
import type { JournalRepository } from './journal.repository.ts';
import { JOURNAL_TABLES } from './journal-tables.ts';

// `GET /api/v1/exports/journal.zip` (docs/rules/imports.md), built as it is sent with fflate's streaming Zip (already the
// server's zip library, for xlsx), so neither the archive nor a table is ever held whole:
//   - `<table>.json` for each table of journal-tables.ts: a JSON array of the user's rows, SQL column names,
//     decimals as strings, instants in UTC ISO 8601, read one keyset page at a time and deflated as it comes;
//   - `screenshots/<media_key>`: each screenshot's original image, as stored (already compressed, so stored as is);
//   - `export.json` last: when the archive was made, and the screenshots whose image could not be read.

/** Where a screenshot's image is in the archive: its `media_key` column names it. */
export const screenshotEntry = (mediaKey: string) => `screenshots/${mediaKey}`;

export const JOURNAL_MANIFEST = 'export.json';

const encoder = new TextEncoder();
const END = new Uint8Array(0);

export type JournalZipSources = { repository: JournalRepository; media: Pick<MediaStore, 'open'> };

/** The archive's bytes, chunk by chunk: each chunk is yielded as soon as the zip writer produced it. */
export async function* journalZip(sources: JournalZipSources, userId: number, now: Date) {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error !== null) failure = error;
    else ready.push(chunk);
  });
  const flush = function* () {
    if (failure !== null) throw failure;
    yield* ready.splice(0);
  };

  for (const spec of JOURNAL_TABLES) {
    const entry = new ZipDeflate(spec.file, { level: 6 });
    zip.add(entry);
    entry.push(encoder.encode('['));
    let after: number | null = null;
    let separator = '\n';
    do {
      const page = await sources.repository.page(spec, userId, after);
      if (page.rows.length > 0) {
        entry.push(encoder.encode(`${separator}${page.rows.map((row) => JSON.stringify(row)).join(',\n')}`));
        separator = ',\n';
      }
      after = page.lastKey;
      yield* flush();
    } while (after !== null);
    entry.push(encoder.encode('\n]\n'), true);
  }

  const missing: string[] = [];
  for (const key of await sources.repository.screenshotKeys(userId)) {
    const image = await sources.media.open(key);
    if (image === null) {
      missing.push(key);
      continue;
    }
    const entry = new ZipPassThrough(screenshotEntry(key));
    zip.add(entry);
    for await (const chunk of image.body) {
      entry.push(chunk instanceof Uint8Array ? chunk : encoder.encode(String(chunk)));
      yield* flush();
    }
    entry.push(END, true);
  }

  const manifest = new ZipDeflate(JOURNAL_MANIFEST, { level: 6 });
  zip.add(manifest);
  const summary = { exported_at: now.toISOString(), missing_screenshots: missing };
  manifest.push(encoder.encode(`${JSON.stringify(summary, null, 2)}\n`), true);
  zip.end();
  yield* flush();
}
