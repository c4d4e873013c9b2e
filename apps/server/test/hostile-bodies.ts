import { DEEP_OBJECT, named, VERY_DEEP_ARRAY } from './hostile-values.ts';

/*
 * Hostile whole bodies: JSON of the wrong shape, broken or too deep, other content types, and broken
 * multipart uploads.
 */

/** A whole JSON body as bytes on the wire, with its content type when it is not JSON's. */
export type HostileBody = { family: 'body'; name: string; payload: string | Buffer; contentType?: string };

/** A multipart request: its bytes and headers. */
export type Upload = { payload: Buffer; headers: Record<string, string> };

/** A broken multipart body, made from the valid upload it replaces. */
export type HostileUpload = { family: 'multipart'; name: string; make: (valid: Upload) => Upload };

/** Whole JSON bodies: wrong shapes, broken JSON, prototype keys, other content types. */
export const HOSTILE_BODIES: HostileBody[] = [
  ...['null', '[]', '"texte"', '1', 'true', '{', '{"a":', '', '\uFEFF{}', '{"a":1}{"b":2}'].map((payload) =>
    named<HostileBody>({ family: 'body', name: `corps ${JSON.stringify(payload)}`, payload }),
  ),
  named<HostileBody>({
    family: 'body',
    name: 'corps {__proto__}',
    payload: '{"__proto__":{"is_staff":true}}',
  }),
  named<HostileBody>({
    family: 'body',
    name: 'corps {constructor: {prototype}}',
    payload: '{"constructor":{"prototype":{"is_staff":true}}}',
  }),
  named<HostileBody>({ family: 'body', name: 'corps objets imbriqués 1 000 fois', payload: DEEP_OBJECT }),
  named<HostileBody>({ family: 'body', name: 'corps tableaux 200 000 fois', payload: VERY_DEEP_ARRAY }),
  named<HostileBody>({
    family: 'body',
    name: 'corps tableau de 10 000 objets',
    payload: `[${Array.from({ length: 10_000 }, () => '{}').join(',')}]`,
  }),
  named<HostileBody>({
    family: 'body',
    name: 'corps UTF-8 invalide',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  }),
  named<HostileBody>({ family: 'body', name: 'corps 2 Mio', payload: `"${'x'.repeat(2 * 1024 * 1024)}"` }),
  named<HostileBody>({
    family: 'body',
    name: 'JSON en text/plain',
    payload: '{}',
    contentType: 'text/plain',
  }),
  named<HostileBody>({
    family: 'body',
    name: 'JSON en UTF-16',
    payload: Buffer.from('{}', 'utf16le'),
    contentType: 'application/json; charset=utf-16',
  }),
  named<HostileBody>({
    family: 'body',
    name: 'formulaire urlencoded',
    payload: 'a=1',
    contentType: 'application/x-www-form-urlencoded',
  }),
];

const withContentType = (valid: Upload, contentType: string): Upload => ({
  payload: valid.payload,
  headers: { ...valid.headers, 'content-type': contentType },
});

/** Broken multipart bodies: no boundary, unterminated, another boundary, empty, JSON instead. */
export const HOSTILE_UPLOADS: HostileUpload[] = [
  named<HostileUpload>({
    family: 'multipart',
    name: 'multipart sans boundary',
    make: (valid) => withContentType(valid, 'multipart/form-data'),
  }),
  named<HostileUpload>({
    family: 'multipart',
    name: 'multipart non terminé',
    make: (valid) => ({
      ...valid,
      payload: valid.payload.subarray(0, Math.floor(valid.payload.length * 0.6)),
    }),
  }),
  named<HostileUpload>({
    family: 'multipart',
    name: 'multipart sans la boundary de fin',
    make: (valid) => ({ ...valid, payload: valid.payload.subarray(0, valid.payload.lastIndexOf('--')) }),
  }),
  named<HostileUpload>({
    family: 'multipart',
    name: 'multipart avec une autre boundary',
    make: (valid) => withContentType(valid, 'multipart/form-data; boundary=autre-boundary'),
  }),
  named<HostileUpload>({
    family: 'multipart',
    name: 'multipart vide',
    make: (valid) => ({ ...valid, payload: Buffer.alloc(0) }),
  }),
  named<HostileUpload>({
    family: 'multipart',
    name: 'JSON au lieu du multipart',
    make: () => ({ payload: Buffer.from('{}'), headers: { 'content-type': 'application/json' } }),
  }),
];
