import fc from 'fast-check';
import { digits, HOSTILE_DATE_STRINGS, type HostileFamily, named, type SlotKind } from './hostile-values.ts';

/*
 * Hostile path parameters and query values, already percent-encoded as they travel in a URL.
 */

/** Text for a path parameter or a query value, already percent-encoded; a list repeats a query key. */
export type HostileText = {
  family: HostileFamily;
  name: string;
  make: (base: string | undefined) => string | string[];
};

const text = (family: HostileFamily, name: string, make: HostileText['make']): HostileText =>
  named({ family, name, make });
const fixedText = (family: HostileFamily, name: string, value: string | string[] = name): HostileText =>
  text(family, name, () => value);

const encode = (value: string) => encodeURIComponent(value);

/**
 * Path parameters and query values standing for an id: beyond int4 and int8, not integers, not numbers, and
 * the base id spelled otherwise (never another id, which could name another of the user's objects).
 */
export const HOSTILE_ID_TEXTS: HostileText[] = [
  ...['2147483648', '2147483648.0', '4294967296', '9007199254740991', '1e10', '0x80000000', '2147483647'].map(
    (value) => fixedText('id', value),
  ),
  ...['9223372036854775808', '99999999999999999999', '0', '-1', '-0', '1.5'].map((value) =>
    fixedText('id', value),
  ),
  ...['NaN', 'Infinity', 'abc', '%00', '%ED%A0%80', '%zz'].map((value) => fixedText('id', value)),
  fixedText('id', '9×500', digits(500)),
  fixedText('id', '1 ×8 000 (chemin de 8 Ko)', '1'.repeat(8_000)),
  text('id', 'id de base écrit x.0', (base) => `${base ?? '1'}.0`),
  text('id', 'id de base écrit xe0', (base) => `${base ?? '1'}e0`),
  text('id', 'id de base précédé de 0', (base) => `0${base ?? '1'}`),
  text('id', 'id de base précédé de +', (base) => `%2B${base ?? '1'}`),
  text('id', 'id de base précédé d’une espace', (base) => `%20${base ?? '1'}`),
  text('id', 'id de base en hexadécimal', (base) => `0x${Number(base ?? '1').toString(16)}`),
  text('id', 'id de base suivi de NUL', (base) => `${base ?? '1'}%00`),
];

export const HOSTILE_DATE_TEXTS: HostileText[] = HOSTILE_DATE_STRINGS.map((date) =>
  fixedText('date', date, encode(date)),
);

/** Query and path text: NUL, control characters, lone surrogates (as UTF-8 they are invalid), long text. */
export const HOSTILE_QUERY_TEXTS: HostileText[] = [
  fixedText('text', 'NUL', '%00'),
  text('text', 'base suivie de NUL', (base) => `${base ?? 'x'}%00`),
  fixedText('text', 'caractères de contrôle', '%01%1F%7F'),
  fixedText('text', 'surrogate isolé en UTF-8', '%ED%A0%80'),
  fixedText('text', 'pourcent invalide', '%'),
  fixedText('text', 'chemin ../', encode('../../etc/passwd')),
  fixedText('text', 'x ×10 000', 'x'.repeat(10_000)),
  fixedText('text', 'é ×1 000', encode('é'.repeat(1_000))),
  fixedText('text', 'vide', ''),
];

/** A query key given several times arrives as an array. */
export const HOSTILE_REPEATS: HostileText[] = [
  text('array', 'clé répétée', (base) => [base ?? '1', base ?? '1']),
  text('array', 'clé répétée 100 fois', (base) => Array.from({ length: 100 }, () => base ?? '1')),
];

const TEXT_BY_KIND: Record<SlotKind, HostileText[]> = {
  integer: HOSTILE_ID_TEXTS,
  number: HOSTILE_ID_TEXTS,
  decimal: HOSTILE_ID_TEXTS,
  date: HOSTILE_DATE_TEXTS,
  string: HOSTILE_QUERY_TEXTS,
  boolean: HOSTILE_QUERY_TEXTS,
  array: HOSTILE_REPEATS,
  object: HOSTILE_QUERY_TEXTS,
  unknown: [...HOSTILE_QUERY_TEXTS, ...HOSTILE_ID_TEXTS],
};

/** Text for a path parameter (`repeatable` false) or a query value of this kind. */
export function hostileTextFor(kind: SlotKind, repeatable: boolean): fc.Arbitrary<HostileText> {
  const others = [...HOSTILE_QUERY_TEXTS, ...HOSTILE_ID_TEXTS, ...HOSTILE_DATE_TEXTS];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...TEXT_BY_KIND[kind]), weight: 4 },
    { arbitrary: fc.constantFrom(...others, ...(repeatable ? HOSTILE_REPEATS : [])), weight: 1 },
  );
}
