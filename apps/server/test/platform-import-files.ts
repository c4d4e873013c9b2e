import { readFileSync } from 'node:fs';
import type { ImportFile } from '../src/features/imports/parsed-file.ts';

// The shared fixtures are read in place (never copied into the repository): /work/shared/fixtures/imports/…
const FIXTURES = new URL('../../../../shared/fixtures/imports/', import.meta.url);

/** An uploaded UTF-8 file as the pipeline gives it to a parser (decoded once, without its byte order mark). */
export function importFileOf(name: string, bytes: Uint8Array): ImportFile {
  let text: string | undefined;
  return { name, bytes, text: () => (text ??= new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes)) };
}

/** A file the test writes in a platform's exact layout. */
export function textImportFile(name: string, text: string): ImportFile {
  return importFileOf(name, new TextEncoder().encode(text));
}

/** A real platform file of ../shared/fixtures/imports/, e.g. `tradovate/Performance.csv`. */
export function fixtureImportFile(path: string): ImportFile {
  return importFileOf(path.split('/').pop() ?? path, new Uint8Array(readFileSync(new URL(path, FIXTURES))));
}
