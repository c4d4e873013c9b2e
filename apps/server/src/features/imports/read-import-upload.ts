import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from '@carnet/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import {
  NO_FILE_MESSAGE,
  tooLargeMessage,
  UNREADABLE_MULTIPART_MESSAGE,
} from '../../media/media-messages.ts';
import { multipartFailureOf } from '../../media/multipart-failure.ts';

/** docs/rules/imports.md: the file's multipart field. */
export const IMPORT_FILE_FIELD = 'file';

/** An uploaded file and the form fields sent with it. */
export type ImportUpload = { fileName: string; bytes: Buffer; fields: Record<string, string> };

const refuse = (message: string) => badRequest({ [IMPORT_FILE_FIELD]: [message] });

/**
 * Reads a multipart import request: one `file` (≤ `maxBytes`, 20 MB for trades, cut while streaming) and the text
 * fields beside it. Every refusal is a 400 on `file`, in French; an empty file is refused here.
 */
export async function readImportUpload(
  request: FastifyRequest,
  maxBytes = MAX_IMPORT_BYTES,
): Promise<ImportUpload> {
  if (!request.isMultipart()) throw refuse(NO_FILE_MESSAGE);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === IMPORT_FILE_FIELD) file = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    switch (multipartFailureOf(error)) {
      case 'file_too_large':
        throw refuse(tooLargeMessage(maxBytes));
      case 'too_many_files':
      case 'unreadable':
        throw refuse(UNREADABLE_MULTIPART_MESSAGE);
      case null:
        throw error;
    }
  }
  if (file === undefined) throw refuse(NO_FILE_MESSAGE);
  if (file.bytes.length === 0) throw refuse(IMPORT_MESSAGES.emptyFile);
  return { fileName: file.name.slice(0, 255), bytes: file.bytes, fields };
}
