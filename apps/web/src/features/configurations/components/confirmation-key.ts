const KEY_MAX_LENGTH = 60;

/** « Zone de demande HTF » → « ZONE_DE_DEMANDE_HTF »: a key the contract accepts (letters, digits, - and _). */
export function keyFromLabel(label: string): string {
  return label
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, KEY_MAX_LENGTH);
}
