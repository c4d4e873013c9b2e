import type { ImportFile, ParsedFile, PlatformParser } from '../../parsed-file.ts';
import { readHtmlRows } from '../metatrader/read-html-rows.ts';
import { hasPositionsSection, mt5Damaged, readMt5Report, reportVocabularyOf } from './mt5-report-sections.ts';
import { isMt5ReportText, isReportTitle } from './mt5-vocabulary.ts';
import { isZip, readXlsxSharedStrings, readXlsxSheets, zipEntryNames } from './read-mt5-xlsx.ts';

function isMt5Html(text: string): boolean {
  return /<html/i.test(text.slice(0, 4096)) && isMt5ReportText(text);
}

/**
 * A zip is claimed when it is not an xlsx at all (no other platform Carnet reads is a zip, so the trader learns that
 * an MT5 report was expected) or when it is an xlsx whose cells name MT5's report (its title, or a Positions header,
 * in one of the terminal's languages). Another application's xlsx is left to the other parsers. The terminal writes
 * its texts as shared strings: a title found there spares reading the sheets (half a million cells for 10,000
 * positions) twice; only an xlsx without one (German has no known title) has its sheets read.
 */
function isMt5Zip(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  if (names === null || !names.includes('xl/workbook.xml')) return true;
  try {
    if (readXlsxSharedStrings(bytes).some(isReportTitle)) return true;
    return readXlsxSheets(bytes).some(
      (rows) => rows.some((row) => row.cells.some(isReportTitle)) || reportVocabularyOf(rows) !== null,
    );
  } catch {
    return true;
  }
}

export const mt5ReportParser = {
  platform: 'MT5_REPORT' as const,
  detect(file: ImportFile): boolean {
    return isZip(file.bytes) ? isMt5Zip(file.bytes) : isMt5Html(file.text());
  },
  parse(file: ImportFile): ParsedFile {
    if (!isZip(file.bytes)) return readMt5Report(readHtmlRows(file.text()));
    const sheets = readXlsxSheets(file.bytes);
    const report = sheets.find(hasPositionsSection);
    if (report === undefined) throw mt5Damaged('section « Positions » introuvable');
    return readMt5Report(report);
  },
} satisfies PlatformParser;
