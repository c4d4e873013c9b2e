import { unzipSync } from 'fflate';
import type { ReportRow } from '../metatrader/report-rows.ts';
import { mt5Damaged } from './mt5-report-sections.ts';
import { readSharedStrings, readSheetRows } from './read-xlsx-rows.ts';
import { unzipCapped } from './unzip-capped.ts';

const SHARED_STRINGS = 'xl/sharedStrings.xml';
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The entry names of a zip from its central directory, nothing inflated; null when it is not a readable zip. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

/** True when the bytes are a zip archive (xlsx is one). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The unzipped parts `isWanted` names; refuses, in French, a zip that is not an xlsx, a damaged one, a bomb. */
function unzipXlsx(bytes: Uint8Array, isWanted: (name: string) => boolean): Map<string, Uint8Array> {
  const names = zipEntryNames(bytes);
  if (names === null) throw mt5Damaged('archive XLSX endommagée');
  if (!names.includes('xl/workbook.xml')) throw mt5Damaged('archive ZIP qui n’est pas un classeur XLSX');
  const unzipped = unzipCapped(bytes, isWanted);
  if (unzipped.kind === 'too-large')
    throw mt5Damaged('classeur trop volumineux une fois décompressé (200 Mo au maximum)');
  if (unzipped.kind === 'damaged') throw mt5Damaged('archive XLSX endommagée');
  return unzipped.parts;
}

/** The shared string table of an xlsx alone (no sheet inflated), refused as readXlsxSheets refuses. */
export function readXlsxSharedStrings(bytes: Uint8Array): string[] {
  return readSharedStrings(unzipXlsx(bytes, (name) => name === SHARED_STRINGS).get(SHARED_STRINGS));
}

/**
 * The worksheets of an xlsx as report rows, in sheet order (MetaTrader 5 writes one). Refuses, in French, a zip that
 * is not an xlsx, a damaged one, and one that would inflate beyond the cap.
 */
export function readXlsxSheets(bytes: Uint8Array): ReportRow[][] {
  const parts = unzipXlsx(bytes, (name) => name === SHARED_STRINGS || SHEET.test(name));
  const strings = readSharedStrings(parts.get(SHARED_STRINGS));
  return [...parts]
    .flatMap(([name, part]) => {
      const number = SHEET.exec(name)?.[1];
      return number === undefined ? [] : [{ number: Number(number), part }];
    })
    .sort((a, b) => a.number - b.number)
    .map(({ part }) => readSheetRows(part, strings));
}
