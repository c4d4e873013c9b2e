// docs/rules/imports.md: files are read as the platforms write them. MetaTrader 5 saves its HTML report (and the XML parts of a
// raw xlsx) in UTF-16 with a byte order mark, MetaTrader 4 writes Windows-1252, most CSV exports are UTF-8.

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** UTF-16LE text without its mark still shows as ASCII with a zero after every character. */
function looksLikeUtf16Le(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] !== 0 && bytes[1] === 0 && bytes[2] !== 0 && bytes[3] === 0;
}

function looksLikeUtf16Be(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0 && bytes[1] !== 0 && bytes[2] === 0 && bytes[3] !== 0;
}

/**
 * The text of an uploaded file: UTF-16LE/BE by their byte order mark (or their zero bytes when the mark is missing),
 * UTF-8 with or without its mark, else Windows-1252 (which decodes any byte). The mark is never part of the text.
 */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (startsWith(bytes, UTF8_BOM)) return new TextDecoder('utf-8').decode(bytes.subarray(UTF8_BOM.length));
  if (looksLikeUtf16Le(bytes)) return new TextDecoder('utf-16le').decode(bytes);
  if (looksLikeUtf16Be(bytes)) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

// Bytes 0x80–0x9F of Windows-1252 (WHATWG Encoding): Node 20's TextDecoder('windows-1252') reads them as Latin-1
// control characters, so « € » (0x80) would be lost; the five bytes the code page leaves unassigned stay as
// they are.
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** The UTF-16 code unit of each Windows-1252 byte: Latin-1 but for 0x80–0x9F. */
const WINDOWS_1252_UNITS = Uint16Array.from({ length: 256 }, (_, byte) =>
  byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte,
);

/** Byte by byte through the table, then one UTF-16 decode (a per-character regex took 130 ms on a 2 MB xlsx). */
function decodeWindows1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  for (let index = 0; index < bytes.length; index++)
    units[index] = WINDOWS_1252_UNITS[bytes[index] ?? 0] ?? 0;
  return new TextDecoder('utf-16le').decode(units);
}
