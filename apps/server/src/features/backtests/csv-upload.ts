import { CSV_IMPORT_MAX_BYTES } from '@carnet/contract';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import {
  NO_FILE_MESSAGE,
  tooLargeMessage,
  UNREADABLE_MULTIPART_MESSAGE,
} from '../../media/media-messages.ts';
import { multipartFailureOf } from '../../media/multipart-failure.ts';

/** docs/api.md: the import's multipart field. */
export const CSV_UPLOAD_FIELD = 'file';

export const CSV_UPLOAD_MESSAGES = {
  noFile: NO_FILE_MESSAGE,
  tooLarge: tooLargeMessage(CSV_IMPORT_MAX_BYTES),
  oneFile: 'Un seul fichier CSV par import.',
  binary: "Ce fichier n'est pas un fichier CSV : son contenu n'est pas du texte.",
  unreadable: UNREADABLE_MULTIPART_MESSAGE,
} as const;

const refuse = (message: string) => badRequest({ [CSV_UPLOAD_FIELD]: [message] });

/**
 * Reads the `file` part of a multipart request (docs/rules/backtests.md: ≤ 5 MB, cut while streaming, never buffered
 * whole). Refusals, a malformed multipart body included, are 400 `{"file": ["…"]}` so the client shows them
 * under the field (docs/ui.md#errors).
 */
export async function readCsvUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse(CSV_UPLOAD_MESSAGES.noFile);
  const parts: AsyncIterable<Multipart> = request.parts({
    limits: { fileSize: CSV_IMPORT_MAX_BYTES, files: 1 },
  });
  let content: Buffer | undefined;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === CSV_UPLOAD_FIELD) content = data;
    }
  } catch (error) {
    switch (multipartFailureOf(error)) {
      case 'file_too_large':
        throw refuse(CSV_UPLOAD_MESSAGES.tooLarge);
      case 'too_many_files':
        throw refuse(CSV_UPLOAD_MESSAGES.oneFile);
      case 'unreadable':
        throw refuse(CSV_UPLOAD_MESSAGES.unreadable);
      case null:
        throw error;
    }
  }
  if (content === undefined) throw refuse(CSV_UPLOAD_MESSAGES.noFile);
  return content;
}

/**
 * The text of an uploaded CSV: UTF-8 (with or without BOM), UTF-16 with its BOM (Excel's « texte Unicode »),
 * else Windows-1252 — what French Excel writes for « CSV (séparateur : point-virgule) ». Binary content
 * (a NUL byte outside UTF-16) is refused.
 */
export function decodeCsvText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes.includes(0)) throw refuse(CSV_UPLOAD_MESSAGES.binary);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
