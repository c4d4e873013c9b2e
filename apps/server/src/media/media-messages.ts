import { SCREENSHOT_MAX_FILES_PER_REQUEST } from '@carnet/contract';

/** French answers to a refused upload, all under the `files` field (docs/security.md#media-urls "Bad input"). */
export const UNSUPPORTED_FORMAT_MESSAGE =
  'Format non pris en charge : seuls PNG, JPEG et WebP sont acceptés.';
export const TOO_MANY_FILES_MESSAGE = `${SCREENSHOT_MAX_FILES_PER_REQUEST} fichiers au maximum par envoi.`;
/** Django REST framework's French wording, which the original client was written against. */
export const NO_FILE_MESSAGE = "Aucun fichier n'a été soumis.";
/** A multipart body that cannot be parsed: no boundary, cut short, malformed parts. */
export const UNREADABLE_MULTIPART_MESSAGE = 'Envoi multipart illisible.';

const megabytes = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** « Fichier trop volumineux (10 Mo maximum). » with the configured MAX_UPLOAD_MB. */
export function tooLargeMessage(maxUploadBytes: number): string {
  return `Fichier trop volumineux (${megabytes.format(maxUploadBytes / (1024 * 1024))} Mo maximum).`;
}
