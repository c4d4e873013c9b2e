import { constants, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inlineStringXlsx } from '../../../test/xlsx-test-support.ts';
import { decodeText } from '../../decode-text.ts';
import { type ImportFile, ImportFormatError } from '../../parsed-file.ts';
import { mt5ReportParser } from './mt5-report-parser.ts';
import { unzipCapped } from './unzip-capped.ts';

const fileOf = (bytes: Uint8Array, name = 'report.xlsx'): ImportFile => ({
  name,
  bytes,
  text: () => decodeText(bytes),
});

const xlsx = inlineStringXlsx;

const MIB = 1024 * 1024;

/**
 * `mebibytes` MiB of zeros as raw deflate without ever holding them: one MiB compressed and flushed (a non-final
 * block, back-references inside itself), repeated, then an empty final block.
 */
function zerosDeflated(mebibytes: number): Uint8Array {
  const block = deflateRawSync(new Uint8Array(MIB), { finishFlush: constants.Z_SYNC_FLUSH });
  const out = new Uint8Array(block.length * mebibytes + 2);
  for (let index = 0; index < mebibytes; index += 1) out.set(block, index * block.length);
  out.set([0x03, 0x00], block.length * mebibytes);
  return out;
}

/** A zip (APPNOTE 4.3) of already deflated entries whose headers state `size` (CRC left 0: readers skip it). */
function zipOfDeflated(entries: readonly (readonly [string, Uint8Array, number])[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, data, size] of entries) {
    const nameBytes = strToU8(name);
    const header = (signature: number, length: number) => {
      const bytes = new Uint8Array(length + nameBytes.length);
      const view = new DataView(bytes.buffer);
      view.setUint32(0, signature, true);
      return { bytes, view };
    };
    const local = header(0x04034b50, 30);
    local.view.setUint16(4, 20, true);
    local.view.setUint16(8, 8, true);
    local.view.setUint32(18, data.length, true);
    local.view.setUint32(22, size, true);
    local.view.setUint16(26, nameBytes.length, true);
    local.bytes.set(nameBytes, 30);
    const entry = header(0x02014b50, 46);
    entry.view.setUint16(6, 20, true);
    entry.view.setUint16(10, 8, true);
    entry.view.setUint32(20, data.length, true);
    entry.view.setUint32(24, size, true);
    entry.view.setUint16(28, nameBytes.length, true);
    entry.view.setUint32(42, offset, true);
    entry.bytes.set(nameBytes, 46);
    parts.push(local.bytes, data);
    central.push(entry.bytes);
    offset += local.bytes.length + data.length;
  }
  const centralSize = central.reduce((total, part) => total + part.length, 0);
  const end = new Uint8Array(22);
  const view = new DataView(end.buffer);
  view.setUint32(0, 0x06054b50, true);
  view.setUint16(8, entries.length, true);
  view.setUint16(10, entries.length, true);
  view.setUint32(12, centralSize, true);
  view.setUint32(16, offset, true);
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((total, part) => total + part.length, 0));
  all.reduce((at, part) => {
    out.set(part, at);
    return at + part.length;
  }, 0);
  return out;
}

const message = (read: () => unknown): string => {
  try {
    read();
  } catch (error) {
    if (error instanceof ImportFormatError) return error.message;
    throw error;
  }
  throw new Error('no ImportFormatError');
};

describe('MetaTrader 5 reports that cannot be read', () => {
  it('refuses a zip that is not an xlsx, naming the report expected', () => {
    const zip = fileOf(zipSync({ 'notes.txt': strToU8('bonjour') }), 'export.zip');
    expect(mt5ReportParser.detect(zip)).toBe(true);
    expect(message(() => mt5ReportParser.parse(zip))).toBe(
      'Format non reconnu : rapport d’historique MetaTrader 5 (Trade History Report), archive ZIP qui n’est pas un classeur XLSX',
    );
  });

  it('refuses an MT5 xlsx without its Positions section', () => {
    const report = fileOf(
      xlsx([['Trade History Report'], ['Orders'], ['Results'], ['Total Net Profit:', '0']]),
    );
    expect(mt5ReportParser.detect(report)).toBe(true);
    expect(message(() => mt5ReportParser.parse(report))).toBe(
      'Format non reconnu : rapport d’historique MetaTrader 5 (Trade History Report), section « Positions » introuvable',
    );
  });

  it('refuses a truncated xlsx archive', () => {
    const whole = xlsx([['Trade History Report'], ['Positions']]);
    const cut = fileOf(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(mt5ReportParser.detect(cut)).toBe(true);
    expect(message(() => mt5ReportParser.parse(cut))).toMatch(/archive XLSX endommagée$/);
  });

  // Slow by nature (it inflates the 200 MB it allows before refusing: ~5 s on a loaded machine), hence its timeout.
  it('refuses a zip bomb posing as an xlsx before inflating it (201 MiB of zeros in ~200 KB)', {
    timeout: 60_000,
  }, () => {
    const bomb = zipOfDeflated([
      ['xl/workbook.xml', deflateRawSync(strToU8('<workbook/>')), 11],
      ['xl/worksheets/sheet1.xml', zerosDeflated(201), 201 * MIB],
    ]);
    expect(bomb.length).toBeLessThan(MIB);
    expect(message(() => mt5ReportParser.parse(fileOf(bomb)))).toMatch(
      /classeur trop volumineux une fois décompressé \(200 Mo au maximum\)$/,
    );
  });

  it('stops inflating at the cap it is given', () => {
    const archive = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(10_000) });
    expect(unzipCapped(archive, () => true, 9_999).kind).toBe('too-large');
    expect(unzipCapped(archive, () => true, 10_000).kind).toBe('parts');
  });

  it('leaves another application’s xlsx and non-MetaTrader files to the other parsers', () => {
    expect(mt5ReportParser.detect(fileOf(xlsx([['Date', 'Symbol', 'Qty']])))).toBe(false);
    const csv = new TextEncoder().encode('Time,Position,Symbol\n2024.01.02 10:00:00,1,EURUSD\n');
    expect(mt5ReportParser.detect(fileOf(csv, 'positions.csv'))).toBe(false);
    const mt4 = new TextEncoder().encode('<html><body><b>Closed Transactions:</b></body></html>');
    expect(mt5ReportParser.detect(fileOf(mt4, 'Statement.htm'))).toBe(false);
    expect(mt5ReportParser.detect(fileOf(Uint8Array.from([0, 159, 146, 150, 255]), 'garbage.bin'))).toBe(
      false,
    );
  });
});
