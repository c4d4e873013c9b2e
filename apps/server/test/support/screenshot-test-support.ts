import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Test helpers for any gallery's endpoints (configurations now, trades next). */

export type UploadPart = { data: Buffer; filename?: string; type?: string; field?: string };

const BOUNDARY = '----carnet-screenshots-boundary';

/** A multipart body with one part per file, the repeated field `files` by default (docs/api.md). */
export function multipartFiles(parts: readonly UploadPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const chunks = parts.flatMap((part, index) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field ?? 'files'}"; ` +
        `filename="${part.filename ?? `capture-${index + 1}.png`}"\r\n` +
        `Content-Type: ${part.type ?? 'image/png'}\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** Every file stored under DATA_DIR/uploads, relative to it, sorted. */
export async function storedUploads(dataDir: string): Promise<string[]> {
  const uploads = join(dataDir, 'uploads');
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(uploads, join(entry.parentPath, entry.name)))
    .sort();
}
