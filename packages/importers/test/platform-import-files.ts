import { sharedFixtureBytes } from '../../../test/shared-fixtures.ts';
import { decodeText } from '../src/decode-text.ts';
import type { ImportFile } from '../src/parsed-file.ts';

/** An uploaded UTF-8 file as the pipeline gives it to a parser (decoded once, without its byte order mark). */
export function importFileOf(name: string, bytes: Uint8Array): ImportFile {
  let text: string | undefined;
  return { name, bytes, text: () => (text ??= new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes)) };
}

/** A file the test writes in a platform's exact layout. */
export function textImportFile(name: string, text: string): ImportFile {
  return importFileOf(name, new TextEncoder().encode(text));
}

/**
 * A real platform file beside the repository (test/shared-fixtures.ts), e.g. `tradovate/Performance.csv`,
 * decoded as the pipeline decodes uploads (decode-text.ts: UTF-16 by its mark, UTF-8, else Windows-1252).
 */
export function fixtureImportFile(path: string): ImportFile {
  const bytes = new Uint8Array(sharedFixtureBytes(path));
  let text: string | undefined;
  return { name: path.split('/').pop() ?? path, bytes, text: () => (text ??= decodeText(bytes)) };
}
