import fc from 'fast-check';

/*
 * The hostile values, by family: what an attacker or a careless client sends to a route. Each value
 * has a name, which is what a fast-check counterexample prints (not 100 KB of digits), and is made from the valid
 * value it replaces, so that « the base id written 5.0 » or « the base text with a NUL » stay one field away
 * from a valid request.
 */

/** JSON written as is: number tokens JSON.stringify cannot write (9e399, -0, NaN), broken or very deep JSON. */
export class RawJson {
  constructor(readonly text: string) {}
}

export type Wire = null | boolean | number | string | RawJson | Wire[] | { [key: string]: Wire };

export type HostileFamily =
  | 'id'
  | 'text'
  | 'date'
  | 'decimal'
  | 'number'
  | 'array'
  | 'nesting'
  | 'type'
  | 'body'
  | 'multipart';

/** A value for a JSON field, made from the field's valid value (undefined when the base body lacks it). */
export type HostileJson = { family: HostileFamily; name: string; make: (base: Wire | undefined) => Wire };

/** Printed by fast-check in counterexamples instead of the object (and its functions). */
export function named<T extends { name: string }>(value: T): T {
  return Object.assign(value, { [fc.toStringMethod]: () => value.name });
}

const json = (family: HostileFamily, name: string, make: HostileJson['make']): HostileJson =>
  named({ family, name, make });
const constant = (family: HostileFamily, name: string, value: Wire): HostileJson =>
  json(family, name, () => value);
const raw = (family: HostileFamily, name: string, text = name): HostileJson =>
  constant(family, name, new RawJson(text));
export const digits = (count: number) => '9'.repeat(count);
export const DEEP_OBJECT = `${'{"a":'.repeat(1_000)}1${'}'.repeat(1_000)}`;
const DEEP_ARRAY = `${'['.repeat(1_000)}${']'.repeat(1_000)}`;
export const VERY_DEEP_ARRAY = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;

/** The base value's text, for values made from it. */
function baseText(base: Wire | undefined, fallback: string): string {
  return typeof base === 'string' || typeof base === 'number' ? String(base) : fallback;
}

/** base ± 10^-places, exactly, for a non-negative decimal base (integers of 10^-places as BigInt). */
function nudged(base: Wire | undefined, places: number, sign: 1n | -1n): string {
  const value = baseText(base, '1');
  if (!/^\d+(\.\d+)?$/.test(value)) return value;
  const [whole = '0', fraction = ''] = value.split('.');
  const scaled = BigInt(whole + fraction.padEnd(places, '0')) + sign;
  const padded = scaled.toString().padStart(places + 1, '0');
  return `${padded.slice(0, -places)}.${padded.slice(-places)}`;
}

/** A decimal written out for one case ('s known poisons, e.g. an entry 1e-900 above its stop). */
export const decimalCase = (name: string, value: string): HostileJson => constant('decimal', name, value);

/** The catalog's value of that name; a name missing is a typo in a hand-written case. */
export function valueNamed<T extends { name: string }>(catalog: readonly T[], name: string): T {
  const found = catalog.find((value) => value.name === name);
  if (found === undefined) throw new Error(`valeur hostile inconnue : ${name}`);
  return found;
}

/** Ids (2³¹ − 1 is int4's top, 2⁶³ int8's), in JSON bodies: references such as strategy or capital_account. */
export const HOSTILE_IDS: HostileJson[] = [
  constant('id', '2^31', 2_147_483_648),
  constant('id', '2^31 − 1', 2_147_483_647),
  constant('id', '2^32', 4_294_967_296),
  constant('id', '1e10', 1e10),
  raw('id', '2^31 écrit 2147483648.0', '2147483648.0'),
  raw('id', '2^53 − 1', '9007199254740991'),
  raw('id', '2^63', '9223372036854775808'),
  raw('id', '2^63 − 1', '9223372036854775807'),
  raw('id', '2^64', '18446744073709551616'),
  constant('id', '0', 0),
  raw('id', '-0'),
  constant('id', '-1', -1),
  constant('id', '-2^31 − 1', -2_147_483_649),
  constant('id', '1.5', 1.5),
  raw('id', '1e300'),
  raw('id', '1e-7'),
  json('id', 'id de base + 0.5', (base) => (typeof base === 'number' ? base + 0.5 : 0.5)),
  json('id', 'id de base écrit x.0', (base) => new RawJson(`${baseText(base, '1')}.0`)),
  json('id', 'id de base en texte', (base) => baseText(base, '1')),
];

/** Numbers that are not ids (percents, weights): beyond a double, below its precision, not numbers at all. */
export const HOSTILE_NUMBERS: HostileJson[] = [
  raw('number', '9e399'),
  raw('number', '1e-900'),
  raw('number', '-0'),
  raw('number', '1.7976931348623157e308'),
  raw('number', '5e-324'),
  raw('number', 'NaN'),
  raw('number', 'Infinity'),
  raw('number', '-Infinity'),
  raw('number', '1 suivi de 400 zéros', `1${'0'.repeat(400)}`),
  constant('number', '1e21', 1e21),
  constant('number', '-1e21', -1e21),
  constant('number', '100.0000000001', 100.0000000001),
  constant('number', 'texte NaN', 'NaN'),
];

const FOUR_HUNDRED_PLACES = `1.${'0'.repeat(399)}1`;

/** Decimals (prices, quantities, money): strings and JSON numbers, far beyond what a column or a double holds. */
export const HOSTILE_DECIMALS: HostileJson[] = [
  constant('decimal', '1.000…1 (400 décimales)', FOUR_HUNDRED_PLACES),
  raw('decimal', 'nombre JSON 1.000…1 (400 décimales)', FOUR_HUNDRED_PLACES),
  constant('decimal', '0.000…1 (400 décimales)', `0.${'0'.repeat(399)}1`),
  constant('decimal', 'texte 9e399', '9e399'),
  raw('decimal', '9e399'),
  constant('decimal', 'texte 1e-900', '1e-900'),
  raw('decimal', '1e-900'),
  constant('decimal', '9×500', digits(500)),
  constant('decimal', '9×1500', digits(1_500)),
  constant('decimal', '100 Ko de chiffres', digits(100_000)),
  raw('decimal', 'nombre JSON 9×500', digits(500)),
  constant('decimal', '-9×30', `-${digits(30)}`),
  constant('decimal', '9×20', digits(20)),
  constant('decimal', '9×21', digits(21)),
  constant('decimal', '9×20.9×10', `${digits(20)}.${digits(10)}`),
  constant('decimal', 'texte -0', '-0'),
  raw('decimal', '-0'),
  constant('decimal', 'texte NaN', 'NaN'),
  constant('decimal', 'texte Infinity', 'Infinity'),
  constant('decimal', 'texte -Infinity', '-Infinity'),
  raw('decimal', 'NaN'),
  raw('decimal', 'Infinity'),
  raw('decimal', '1.7976931348623157e308'),
  constant('decimal', '0', '0'),
  constant('decimal', '-1', '-1'),
  constant('decimal', 'virgule 1,5', '1,5'),
  constant('decimal', 'chiffres pleine chasse', '１２'),
  constant('decimal', '0x1A', '0x1A'),
  constant('decimal', '1_000', '1_000'),
  constant('decimal', '.5', '.5'),
  json('decimal', 'base + 1e-900', (base) => nudged(base, 900, 1n)),
  json('decimal', 'base − 1e-900', (base) => nudged(base, 900, -1n)),
  json('decimal', 'base + 1e-11', (base) => nudged(base, 11, 1n)),
];

/** Dates and instants outside what PostgreSQL stores, at its edges, or outside the calendar. */
export const HOSTILE_DATE_STRINGS = [
  '0000-01-01',
  '0000-02-29',
  '0001-01-01',
  '1899-12-31',
  '2201-01-01',
  '9999-12-31',
  '275760-09-13',
  '+275760-09-13',
  '-000001-01-01',
  '2026-02-30',
  '2026-13-01',
  '0001-01-01T00:00+14:00',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-12:00',
  '0000-01-01T00:00:00Z',
  '0000-02-29T12:00:00Z',
  '1900-01-01T00:00:00+14:00',
  '2200-12-31T23:59:59-12:00',
  '275760-09-13T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '9999-12-31T23:59:59.999999999Z',
  '2026-11-16T24:00:00Z',
  '2026-11-16T10:05:00+24:00',
];

export const HOSTILE_DATES: HostileJson[] = HOSTILE_DATE_STRINGS.map((date) => constant('date', date, date));

const LONE_SURROGATES = '\uD800 et \uDFFF';

/** Text PostgreSQL refuses (NUL), control and invisible characters, lone surrogates, very long strings. */
export const HOSTILE_TEXTS: HostileJson[] = [
  constant('text', 'NUL au milieu', 'a\u0000b'),
  constant('text', 'NUL seul', '\u0000'),
  json('text', 'base suivie de NUL', (base) => `${baseText(base, 'Nom')}\u0000`),
  constant('text', 'caractères de contrôle', '\u0001\u0002\u001b[31m\u007f\u0085'),
  constant('text', 'retours à la ligne', '\r\n\t\u2028\u2029'),
  constant('text', 'surrogates isolés', LONE_SURROGATES),
  json('text', 'base suivie d’un surrogate isolé', (base) => `${baseText(base, 'Nom')}\uD83D`),
  constant('text', 'texte bidirectionnel', '\u202Eevil\u202C\u200B\uFEFF'),
  constant('text', 'émojis ×50', '😀'.repeat(50)),
  constant('text', 'ß ×60 (double en majuscules)', 'ß'.repeat(60)),
  constant('text', 'accents combinants ×100', 'e\u0301'.repeat(100)),
  constant('text', 'x ×10 000', 'x'.repeat(10_000)),
  constant('text', 'é ×100 000', 'é'.repeat(100_000)),
  constant('text', 'x ×1 100 000 (au-delà de 1 Mio)', 'x'.repeat(1_100_000)),
  constant('text', 'vide', ''),
  constant('text', 'espaces', '   '),
  constant('text', 'SQL', "' or 1=1 --"),
  constant('text', 'chemin ../', '../../etc/passwd'),
];

/** Arrays far beyond their bounds, made of the base array's first element. */
export const HOSTILE_ARRAYS: HostileJson[] = [
  json('array', '10 000 éléments', (base) => Array.from({ length: 10_000 }, () => firstElement(base))),
  json('array', '101 éléments', (base) => Array.from({ length: 101 }, () => firstElement(base))),
  json('array', '21 éléments', (base) => Array.from({ length: 21 }, () => firstElement(base))),
  constant(
    'array',
    '10 000 nombres',
    Array.from({ length: 10_000 }, (_, index) => index),
  ),
  constant('array', '[null]', [null]),
  constant('array', '[]', []),
];

function firstElement(base: Wire | undefined): Wire {
  return Array.isArray(base) && base[0] !== undefined ? base[0] : {};
}

/** Nesting 1 000 deep (and an array 200 000 deep, within the 1 MiB body limit). */
export const HOSTILE_NESTING: HostileJson[] = [
  raw('nesting', 'objets imbriqués 1 000 fois', DEEP_OBJECT),
  raw('nesting', 'tableaux imbriqués 1 000 fois', DEEP_ARRAY),
  raw('nesting', 'tableaux imbriqués 200 000 fois', VERY_DEEP_ARRAY),
];

/** Any field with the wrong JSON type. */
export const HOSTILE_TYPES: HostileJson[] = [
  constant('type', 'null', null),
  constant('type', 'true', true),
  constant('type', 'false', false),
  constant('type', '0', 0),
  constant('type', '1', 1),
  constant('type', 'texte', 'texte'),
  constant('type', '[]', []),
  constant('type', "['texte']", ['texte']),
  constant('type', '{}', {}),
  constant('type', '{a: 1}', { a: 1 }),
  raw('type', '{__proto__: {polluted: true}}', '{"__proto__":{"polluted":true}}'),
];

/** The kinds of field a schema describes, each with the hostile values that test it. */
export type SlotKind =
  | 'integer'
  | 'number'
  | 'decimal'
  | 'date'
  | 'string'
  | 'boolean'
  | 'array'
  | 'object'
  | 'unknown';

const JSON_BY_KIND: Record<SlotKind, HostileJson[]> = {
  integer: HOSTILE_IDS,
  number: HOSTILE_NUMBERS,
  decimal: HOSTILE_DECIMALS,
  date: [...HOSTILE_DATES, ...HOSTILE_TEXTS.slice(0, 6)],
  string: [...HOSTILE_TEXTS, ...HOSTILE_DATES.slice(0, 6)],
  boolean: HOSTILE_TYPES,
  array: [...HOSTILE_ARRAYS, ...HOSTILE_NESTING],
  object: HOSTILE_NESTING,
  unknown: [...HOSTILE_TEXTS, ...HOSTILE_DECIMALS, ...HOSTILE_IDS],
};

/** A value for a JSON field of this kind: mostly its own family, sometimes the wrong type or deep nesting. */
export function hostileJsonFor(kind: SlotKind): fc.Arbitrary<HostileJson> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...JSON_BY_KIND[kind]), weight: 4 },
    { arbitrary: fc.constantFrom(...HOSTILE_TYPES, ...HOSTILE_NESTING), weight: 1 },
  );
}

/** A JSON object (not an array, not raw JSON). */
export const isRecord = (value: Wire | undefined): value is { [key: string]: Wire } =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawJson);

/** JSON text of a value, raw parts written as they are. */
export function toJsonText(value: Wire): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([key, inner]) => `${JSON.stringify(key)}:${toJsonText(inner)}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A value as one CSV cell or multipart header would carry it: text as is, anything else as its JSON. */
export function toCellText(value: Wire): string {
  return typeof value === 'string' ? value : toJsonText(value);
}
