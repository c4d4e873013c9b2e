import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.ts';

function utf16(text: string, order: 'le' | 'be', withMark: boolean): Uint8Array {
  const units = [...(withMark ? '\ufeff' : ''), ...text].flatMap((char) => {
    const code = char.charCodeAt(0);
    return order === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff];
  });
  return Uint8Array.from(units);
}

describe('decodeText', () => {
  it('reads UTF-16LE by its byte order mark, as MetaTrader 5 saves its HTML report', () => {
    expect(decodeText(utf16('<html>Clôture', 'le', true))).toBe('<html>Clôture');
  });

  it('reads UTF-16BE by its byte order mark', () => {
    expect(decodeText(utf16('Résultat', 'be', true))).toBe('Résultat');
  });

  it('reads UTF-16LE and UTF-16BE without a mark from their zero bytes', () => {
    expect(decodeText(utf16('<html>', 'le', false))).toBe('<html>');
    expect(decodeText(utf16('<html>', 'be', false))).toBe('<html>');
  });

  it('reads UTF-8 with its mark dropped, and without a mark', () => {
    const text = 'Symbole;Prix;Coût €';
    const encoded = new TextEncoder().encode(text);
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...encoded]))).toBe(text);
    expect(decodeText(encoded)).toBe(text);
  });

  it('reads Windows-1252 when the bytes are not UTF-8, as MetaTrader 4 writes', () => {
    // « Crédit 5 € » in Windows-1252: é = 0xE9, € = 0x80 (not valid UTF-8 on their own).
    const bytes = Uint8Array.from([0x43, 0x72, 0xe9, 0x64, 0x69, 0x74, 0x20, 0x35, 0x20, 0x80]);
    expect(decodeText(bytes)).toBe('Crédit 5 €');
  });

  it('gives an empty text for an empty file', () => {
    expect(decodeText(new Uint8Array())).toBe('');
  });
});
