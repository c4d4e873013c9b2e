import { strToU8, zipSync } from 'fflate';

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A minimal xlsx whose first sheet holds these inline-string rows. */
export function inlineStringXlsx(rows: readonly (readonly string[])[]): Uint8Array {
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
