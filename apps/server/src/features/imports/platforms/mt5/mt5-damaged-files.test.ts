import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../decode-text.ts';
import { type ImportFile, ImportFormatError } from '../../parsed-file.ts';
import { mt5ReportParser } from './mt5-report-parser.ts';
import { unzipCapped } from './unzip-capped.ts';

const fileOf = (bytes: Uint8Array, name = 'report.xlsx'): ImportFile => ({
  name,
  bytes,
  text: () => decodeText(bytes),
});

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A minimal xlsx whose first sheet holds these inline-string rows. */
function xlsx(rows: readonly string[][]): Uint8Array {
  const sheetRows = rows
    .map(
      (cells, row) =>
        `<row r="${row + 1}">${cells
          .map(
            (text, column) =>
              `<c r="${String.fromCharCode(65 + column)}${row + 1}" t="inlineStr"><is><t>${text}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${SHEET_NS}"><sheets><sheet name="Sheet1" sheetId="1"/></sheets></workbook>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<worksheet xmlns="${SHEET_NS}"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  });
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

  it('refuses a zip bomb posing as an xlsx before inflating it (201 MiB of zeros in ~200 KB)', () => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    const workbook = new ZipDeflate('xl/workbook.xml', { level: 1 });
    zip.add(workbook);
    workbook.push(strToU8('<workbook/>'), true);
    const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
    zip.add(sheet);
    const zeros = new Uint8Array(1024 * 1024);
    for (let mib = 0; mib < 201; mib += 1) sheet.push(zeros, mib === 200);
    zip.end();
    const bomb = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
    chunks.reduce((offset, chunk) => {
      bomb.set(chunk, offset);
      return offset + chunk.length;
    }, 0);
    expect(bomb.length).toBeLessThan(1024 * 1024);
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
