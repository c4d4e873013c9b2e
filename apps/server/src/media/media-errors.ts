import { HttpError } from '../http/errors.ts';
import {
  NO_FILE_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  tooLargeMessage,
  UNREADABLE_MULTIPART_MESSAGE,
  UNSUPPORTED_FORMAT_MESSAGE,
} from './media-messages.ts';

export type UploadRefusal = 'unsupported_format' | 'too_large' | 'too_many_files' | 'no_file' | 'unreadable';

/**
 * A refused upload. It is already the HTTP answer — 400 `{"files": ["…"]}` — so the app's single error handler
 * sends it as is. Too large is a 400 rather than a 413 on purpose: the client (docs/ui.md#errors) shows the field message
 * of a 400, whereas any other status would only read « Erreur 413 ».
 */
export class MediaUploadError extends HttpError {
  constructor(
    readonly refusal: UploadRefusal,
    readonly userMessage: string,
  ) {
    super(400, { files: [userMessage] });
  }
}

export function unsupportedFormat(): MediaUploadError {
  return new MediaUploadError('unsupported_format', UNSUPPORTED_FORMAT_MESSAGE);
}

export function fileTooLarge(maxUploadBytes: number): MediaUploadError {
  return new MediaUploadError('too_large', tooLargeMessage(maxUploadBytes));
}

export function tooManyFiles(): MediaUploadError {
  return new MediaUploadError('too_many_files', TOO_MANY_FILES_MESSAGE);
}

export function noFile(): MediaUploadError {
  return new MediaUploadError('no_file', NO_FILE_MESSAGE);
}

export function unreadableUpload(): MediaUploadError {
  return new MediaUploadError('unreadable', UNREADABLE_MULTIPART_MESSAGE);
}
