import { Unzip, UnzipInflate } from 'fflate';

/** The most an xlsx may inflate to (DESIGN §11: a zip bomb posing as XLSX is refused, never inflated). */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;

// The archive is fed in small slices so one step never inflates more than ~1,000 × the slice (deflate's ceiling):
// the cap is checked after each step, long before a bomb fills the memory.
const SLICE_BYTES = 16 * 1024;

export type UnzipResult =
  | { kind: 'parts'; parts: Map<string, Uint8Array> }
  | { kind: 'too-large' }
  | { kind: 'damaged' };

function joined(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
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
  const chunksByName = new Map<string, Uint8Array[]>();
  const finished = new Set<string>();
  let total = 0;
  // An object, so TypeScript sees the callbacks' writes.
  const state: { failure: 'too-large' | 'damaged' | null } = { failure: null };
  const unzip = new Unzip((entry) => {
    if (!isWanted(entry.name)) return;
    const chunks: Uint8Array[] = [];
    chunksByName.set(entry.name, chunks);
    entry.ondata = (error, data, final) => {
      if (error) {
        state.failure = 'damaged';
        return;
      }
      total += data.length;
      if (total > limit) {
        state.failure = 'too-large';
        entry.terminate();
        return;
      }
      chunks.push(data);
      if (final) finished.add(entry.name);
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && state.failure === null; offset += SLICE_BYTES) {
      unzip.push(bytes.subarray(offset, offset + SLICE_BYTES), offset + SLICE_BYTES >= bytes.length);
    }
  } catch {
    return { kind: 'damaged' };
  }
  if (state.failure !== null) return { kind: state.failure };
  if ([...chunksByName.keys()].some((name) => !finished.has(name))) return { kind: 'damaged' };
  return { kind: 'parts', parts: new Map([...chunksByName].map(([name, chunks]) => [name, joined(chunks)])) };
}
