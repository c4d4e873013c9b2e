import { inflateRawSync } from 'node:zlib';
import { type AsyncFlateStreamHandler, Unzip, type UnzipDecoder } from 'fflate';

/** The most an xlsx may inflate to (docs/rules/imports.md: a zip bomb posing as XLSX is refused, never inflated). */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;

export type UnzipResult =
  | { kind: 'parts'; parts: Map<string, Uint8Array> }
  | { kind: 'too-large' }
  | { kind: 'damaged' };

/** The ZIP method of deflated entries (APPNOTE 4.4.5); stored ones (0) are fflate's own pass-through. */
const DEFLATE = 8;

// zlib's output comes in chunks of this size, checked against the cap one by one: 1 MiB, rather than its 16 KiB,
// spares a thousand allocations on a 20 MB sheet and still stops a bomb within a mebibyte of the cap.
const OUTPUT_CHUNK_BYTES = 1024 * 1024;

type Failure = 'too-large' | 'damaged';

/** Node's answer to an output beyond `maxOutputLength`, raised as soon as the inflated chunks pass it. */
const isTooLarge = (error: unknown) =>
  error instanceof RangeError && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE';

/**
 * A deflated entry inflated by Node's zlib (native: several times fflate's speed on a 20 MB sheet) once its
 * compressed bytes are all in, never beyond `room()` bytes: zlib stops at the first chunk past it, so a bomb is
 * refused long before it fills the memory.
 */
function cappedInflate(room: () => number, fail: (failure: Failure) => void) {
  return class CappedInflate implements UnzipDecoder {
    static compression = DEFLATE;
    ondata: AsyncFlateStreamHandler = () => undefined;
    private readonly compressed: Uint8Array[] = [];

    push(chunk: Uint8Array, final: boolean): void {
      this.compressed.push(chunk);
      if (!final) return;
      let inflated: Uint8Array<ArrayBuffer>;
      try {
        inflated = inflateRawSync(Buffer.concat(this.compressed), {
          maxOutputLength: room() + 1,
          chunkSize: OUTPUT_CHUNK_BYTES,
        });
      } catch (error) {
        fail(isTooLarge(error) ? 'too-large' : 'damaged');
        return;
      }
      this.ondata(null, inflated, true);
    }
  };
}

/**
 * The entries of a zip archive that `isWanted` names, inflated while the total stays ≤ `limit` bytes. Streams the
 * local headers (fflate's Unzip), so a size the archive lies about changes nothing; an entry cut short or a
 * corrupt stream makes the archive damaged.
 */
export function unzipCapped(
  bytes: Uint8Array,
  isWanted: (name: string) => boolean,
  limit = MAX_UNZIPPED_BYTES,
): UnzipResult {
  const parts = new Map<string, Uint8Array>();
  const started = new Set<string>();
  let total = 0;
  // An object, so TypeScript sees the callbacks' writes.
  const state: { failure: Failure | null } = { failure: null };
  const fail = (failure: Failure) => {
    state.failure ??= failure;
  };
  const unzip = new Unzip((entry) => {
    if (!isWanted(entry.name) || state.failure !== null) return;
    started.add(entry.name);
    const chunks: Uint8Array[] = [];
    entry.ondata = (error, data, final) => {
      if (error) {
        fail('damaged');
        return;
      }
      total += data.length;
      if (total > limit) {
        fail('too-large');
        entry.terminate();
        return;
      }
      chunks.push(data);
      if (final) parts.set(entry.name, chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks));
    };
    entry.start();
  });
  unzip.register(cappedInflate(() => limit - total, fail));
  try {
    unzip.push(bytes, true);
  } catch {
    return { kind: 'damaged' };
  }
  if (state.failure !== null) return { kind: state.failure };
  if ([...started].some((name) => !parts.has(name))) return { kind: 'damaged' };
  return { kind: 'parts', parts };
}
