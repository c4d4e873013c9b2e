import type { ImportDateFormat, ImportDecimalSeparator, ImportTemplateColumn } from '@carnet/contract';

/** The header names that obviously mean a field (lower case, without accents or punctuation). */
const HEADER_NAMES: Record<ImportTemplateColumn, readonly string[]> = {
  asset_name: [
    'symbole',
    'symbol',
    'actif',
    'instrument',
    'ticker',
    'marche',
    'market',
    'asset',
    'sousjacent',
  ],
  direction: ['sens', 'direction', 'side', 'cote', 'type', 'achatvente', 'buysell'],
  entry_date: [
    'dateentree',
    'datedentree',
    'entree',
    'dateouverture',
    'ouverture',
    'opentime',
    'entrytime',
    'entrydate',
    'opendate',
  ],
  close_date: [
    'datesortie',
    'datedesortie',
    'sortie',
    'datecloture',
    'datedecloture',
    'cloture',
    'closetime',
    'exittime',
    'exitdate',
    'closedate',
  ],
  quantity: ['quantite', 'qte', 'qty', 'quantity', 'volume', 'lots', 'taille', 'size', 'contrats'],
  entry_price: ['prixentree', 'prixdentree', 'prixouverture', 'prixdouverture', 'entryprice', 'openprice'],
  exit_price: ['prixsortie', 'prixdesortie', 'prixcloture', 'prixdecloture', 'exitprice', 'closeprice'],
  stop_loss_price: ['stop', 'stoploss', 'sl', 'prixstop'],
  fees: ['frais', 'commission', 'commissions', 'fees', 'fee'],
  swap: ['swap', 'swaps', 'financement'],
  pnl_amount: ['pnl', 'pl', 'resultat', 'resultatnet', 'profit', 'netpnl', 'gain', 'gainperte'],
  external_id: ['id', 'identifiant', 'ticket', 'reference', 'ref', 'orderid', 'positionid', 'numero'],
};

/** A header name reduced to what identifies it: « Prix d’entrée (€) » → « prixdentree ». */
export function headerKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Each field the header obviously names mapped to that column ('' where none does); a column serves once. */
export function guessTemplateColumns(
  fields: readonly ImportTemplateColumn[],
  header: readonly string[],
): Record<ImportTemplateColumn, string> {
  const used = new Set<string>();
  const guessed = {} as Record<ImportTemplateColumn, string>;
  for (const field of fields) {
    const column = header.find((name) => !used.has(name) && HEADER_NAMES[field].includes(headerKey(name)));
    if (column !== undefined) used.add(column);
    guessed[field] = column ?? '';
  }
  return guessed;
}

const DATE_SHAPES: readonly [RegExp, ImportDateFormat][] = [
  [/^\d{4}-\d{2}-\d{2}T/, 'ISO_8601'],
  [/^\d{4}-\d{2}-\d{2}/, 'YYYY-MM-DD HH:mm:ss'],
  [/^\d{4}\.\d{2}\.\d{2}/, 'YYYY.MM.DD HH:mm:ss'],
  [/^\d{2}\.\d{2}\.\d{4}/, 'DD.MM.YYYY HH:mm'],
];

/** The date format a sample date is obviously written in; a slashed date is read day first unless it cannot be. */
export function guessDateFormat(sample: string | undefined): ImportDateFormat {
  const text = sample?.trim() ?? '';
  const shape = DATE_SHAPES.find(([pattern]) => pattern.test(text));
  if (shape !== undefined) return shape[1];
  const slashed = /^(\d{1,2})\/(\d{1,2})\/\d{4}/.exec(text);
  return slashed !== null && Number(slashed[2]) > 12 ? 'MM/DD/YYYY HH:mm:ss' : 'DD/MM/YYYY HH:mm';
}

/** A comma between digits with no point anywhere in the sample reads as a decimal comma. */
export function guessDecimalSeparator(sample: readonly (readonly string[])[]): ImportDecimalSeparator {
  const cells = sample.flat();
  const comma = cells.some((cell) => /^-?\d+,\d+$/.test(cell.trim()));
  const point = cells.some((cell) => /^-?\d+\.\d+$/.test(cell.trim()));
  return comma && !point ? ',' : '.';
}
