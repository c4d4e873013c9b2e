import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { BackupError, backupMessages } from './backup-format.ts';

/** A row batch of 1,000 trades is about 1 MB; anything near this limit is not a line the writer produced. */
const MAX_LINE_BYTES = 256 * 1024 * 1024;
const NEWLINE = 0x0a;
const EMPTY = Buffer.alloc(0);
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export type BackupFileReader = {
  /** The next line without its "\n", or null at the end of the stream (after gzip's CRC was checked). */
  readLine(): Promise<string | null>;
  /** Exactly `length` bytes followed by "\n" (a media object). */
  readBytes(length: number): Promise<Buffer>;
  close(): void;
};

/** Reads a backup written by `createBackupFileWriter`; every failure of the stream is a French BackupError. */
export async function openBackupFile(path: string): Promise<BackupFileReader> {
  const magic = await readStart(path, GZIP_MAGIC.length);
  if (!magic.equals(GZIP_MAGIC)) throw new BackupError(backupMessages.notABackup(path));
  const file = createReadStream(path);
  const gunzip = createGunzip();
  file.on('error', (error) => gunzip.destroy(error));
  const chunks: AsyncIterator<Buffer> = file.pipe(gunzip)[Symbol.asyncIterator]();
  let pending: Buffer = EMPTY;

  const corrupt = (detail: string) => new BackupError(backupMessages.corrupt(path, detail));
  /** The next decompressed chunk, or null at the end. */
  const pull = async (): Promise<Buffer | null> => {
    try {
      const next = await chunks.next();
      return next.done ? null : next.value;
    } catch (error) {
      throw corrupt(describeStreamError(error));
    }
  };

  /** The next `length` bytes, or the bytes up to the next newline (consumed, not returned) when `length` is null. */
  const take = async (length: number | null): Promise<Buffer | null> => {
    if (length === 0) return EMPTY;
    const parts: Buffer[] = [];
    let size = 0;
    for (;;) {
      if (pending.length === 0) {
        const next = await pull();
        if (next === null) {
          if (size === 0 && length === null) return null;
          throw corrupt('fin de fichier inattendue');
        }
        pending = next;
      }
      const end = length === null ? pending.indexOf(NEWLINE) : Math.min(length - size, pending.length);
      if (end === -1 || (length !== null && size + end < length)) {
        parts.push(pending);
        size += pending.length;
        pending = EMPTY;
        if (size > MAX_LINE_BYTES) throw corrupt('ligne démesurée');
        continue;
      }
      parts.push(pending.subarray(0, end));
      pending = pending.subarray(length === null ? end + 1 : end);
      return Buffer.concat(parts);
    }
  };

  return {
    async readLine() {
      return (await take(null))?.toString('utf8') ?? null;
    },
    async readBytes(length) {
      const bytes = (await take(length)) ?? EMPTY;
      const newline = await take(1);
      if (newline?.[0] !== NEWLINE) throw corrupt('objet média mal délimité');
      return bytes;
    },
    close() {
      file.destroy();
      gunzip.destroy();
    },
  };
}

async function readStart(path: string, length: number): Promise<Buffer> {
  const handle = await open(path, 'r').catch(() => {
    throw new BackupError(backupMessages.missingFile(path));
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** zlib speaks English; the two failures a damaged backup produces are named in French. */
function describeStreamError(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'Z_BUF_ERROR') return 'fin de fichier inattendue';
  if (code === 'Z_DATA_ERROR') return 'données compressées altérées (somme de contrôle ou contenu)';
  return error instanceof Error ? error.message : String(error);
}
