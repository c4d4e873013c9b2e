import type { ImportDateFormat } from '@carnet/contract';
import { wallClock } from '@carnet/domain';
import type { LocalDateTime } from '../../parsed-file.ts';
import { localDateTime } from '../local-time.ts';

type Order = 'ymd' | 'dmy' | 'mdy';

// Seconds are optional in every format and a date alone reads as 00:00 (IMPORT_DATE_FORMATS' contract).
const TIME = '(?:[ T](\\d{1,2}):(\\d{2})(?::(\\d{2})(?:\\.\\d+)?)?)?';
const pattern = (date: string) => new RegExp(`^${date}${TIME}$`);

const FORMATS: Record<Exclude<ImportDateFormat, 'ISO_8601'>, { order: Order; pattern: RegExp }> = {
  'YYYY-MM-DD HH:mm:ss': { order: 'ymd', pattern: pattern('(\\d{4})-(\\d{1,2})-(\\d{1,2})') },
  'YYYY.MM.DD HH:mm:ss': { order: 'ymd', pattern: pattern('(\\d{4})\\.(\\d{1,2})\\.(\\d{1,2})') },
  'DD/MM/YYYY HH:mm': { order: 'dmy', pattern: pattern('(\\d{1,2})/(\\d{1,2})/(\\d{4})') },
  'DD.MM.YYYY HH:mm': { order: 'dmy', pattern: pattern('(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})') },
  'MM/DD/YYYY HH:mm:ss': { order: 'mdy', pattern: pattern('(\\d{1,2})/(\\d{1,2})/(\\d{4})') },
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date cell of a template's file → the wall-clock time the pipeline reads in `timeZone`, or null when it is no
 * date of that format. An ISO 8601 offset names the instant itself: it is turned into `timeZone`'s wall clock.
 */
export function readTemplateDate(
  raw: string,
  format: ImportDateFormat,
  timeZone: string,
): LocalDateTime | null {
  const text = raw.trim();
  if (format === 'ISO_8601') return readIso(text, timeZone);
  const { order, pattern: regex } = FORMATS[format];
  const match = regex.exec(text);
  if (match === null) return null;
  const [, a = '', b = '', c = '', hour = '0', minute = '0', second = '0'] = match;
  const [year, month, day] = order === 'ymd' ? [a, b, c] : order === 'dmy' ? [c, b, a] : [c, a, b];
  return localDateTime(year, month, day, hour, minute, second);
}

function readIso(text: string, timeZone: string): LocalDateTime | null {
  const match = ISO.exec(text);
  if (match === null) return null;
  const [, year = '', month = '', day = '', hour = '0', minute = '0', second = '0', offset] = match;
  const local = localDateTime(year, month, day, hour, minute, second);
  if (local === null || offset === undefined) return local;
  const epochMs = Date.parse(`${local}${offset === 'Z' ? 'Z' : withColon(offset)}`);
  if (Number.isNaN(epochMs)) return null;
  const clock = wallClock(epochMs, timeZone);
  return localDateTime(
    String(clock.year),
    String(clock.month),
    String(clock.day),
    String(clock.hour),
    String(clock.minute),
    String(clock.second),
  );
}

const withColon = (offset: string) =>
  offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
