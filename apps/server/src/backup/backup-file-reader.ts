import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { BackupError, backupMessages } from './backup-format.ts';

/** A row batch of 1,000 trades is about 1 MB; anything near this limit is not a line the writer produced. */
const MAX_LINE_BYTES = 256 * 1024 * 1024;
const NEWLINE = 0x0a;
const EMPTY = Buffer.alloc(0);

export type BackupFileReader = {
  /** The next line without its "\n", or null at the end of the stream (after gzip's CRC was checked). */
  readLine(): Promise<string | null>;
  /** Exactly `length` bytes followed by "\n" (a media object). */
  readBytes(length: number): Promise<Buffer>;
  close(): void;
};

/** Reads a backup written by `createBackupFileWriter`; every failure of the stream is a French BackupError. */
export async function openBackupFile(path: string): Promise<BackupFileReader> {
  await access(path).catch(() => {
    throw new BackupError(backupMessages.missingFile(path));
  });
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
      throw corrupt(error instanceof Error ? error.message : String(error));
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
