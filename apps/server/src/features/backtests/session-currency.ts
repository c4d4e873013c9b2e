import { badRequest } from '../../http/errors.ts';
import { CSV_UPLOAD_FIELD } from './csv-upload.ts';

/** A file whose money is in another currency than the session's: its figures cannot be added up. */
export function currencyMismatchMessage(fileCurrency: string, sessionCurrency: string): string {
  return `Devise du fichier (${fileCurrency}) différente de celle de la session (${sessionCurrency}) : importez-le dans une autre session.`;
}

/**
 * docs/rules/imports.md « Backtests too »: the session records the currency its imported profits are in. The first file
 * that names one sets it; a row in another currency refuses the whole file (a 400 on `file`, nothing written),
 * since two currencies are never added. A row naming none changes nothing.
 */
export function sessionCurrencyAfter(
  current: string | null,
  rowCurrency: string | null | undefined,
): string | null {
  if (rowCurrency === null || rowCurrency === undefined || rowCurrency === current) return current;
  if (current === null) return rowCurrency;
  throw badRequest({ [CSV_UPLOAD_FIELD]: [currencyMismatchMessage(rowCurrency, current)] });
}
