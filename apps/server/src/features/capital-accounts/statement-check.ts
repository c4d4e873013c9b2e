import type {
  ImportedTrade,
  StatementCheck,
  StatementDay,
  StatementDifference,
  StatementField,
} from '@carnet/contract';
import { STATEMENT_FIELDS } from '@carnet/contract';
import { Decimal, parseDecimal, toDecimalString, wallClock } from '@carnet/domain';

/** A trade of the file as an import would write it. */
export type FileTrade = Omit<ImportedTrade, 'is_duplicate'>;

/** A trade of the account, its values as the API writes them (decimal strings, ISO instants in UTC). */
export type AccountTrade = Pick<FileTrade, StatementField> & { id: number; external_id: string | null };

/** How far apart two entries may be for a trade without the file's id to match (docs/rules/imports.md). */
export const ENTRY_TOLERANCE_MS = 60_000;

const DECIMAL_FIELDS: ReadonlySet<StatementField> = new Set([
  'quantity',
  'entry_price',
  'close_price',
  'fees',
  'swap',
  'pnl_amount',
]);
const INSTANT_FIELDS: ReadonlySet<StatementField> = new Set(['entry_date', 'close_date']);

const epochMs = (iso: string): number => Date.parse(iso);

/** The local day (YYYY-MM-DD) of an instant in a zone. */
function dayOf(iso: string, timeZone: string): string {
  const { year, month, day } = wallClock(epochMs(iso), timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Two values of one field are the same: decimals by value (1.50 = 1.5), instants by instant, text as written. */
function isSame(field: StatementField, carnet: string | null, file: string | null): boolean {
  if (carnet === null || file === null) return carnet === file;
  if (DECIMAL_FIELDS.has(field)) {
    const [a, b] = [parseDecimal(carnet), parseDecimal(file)];
    return a !== null && b !== null ? a.equals(b) : carnet === file;
  }
  if (INSTANT_FIELDS.has(field)) return epochMs(carnet) === epochMs(file);
  return carnet === file;
}

/** The same position without the file's id: symbol (any case), direction, quantity, entry within the tolerance. */
function isSamePosition(carnet: AccountTrade, file: FileTrade): boolean {
  const [a, b] = [parseDecimal(carnet.quantity), parseDecimal(file.quantity)];
  return (
    carnet.asset_name.toUpperCase() === file.asset_name.toUpperCase() &&
    carnet.direction === file.direction &&
    a !== null &&
    b !== null &&
    a.equals(b) &&
    Math.abs(epochMs(carnet.entry_date) - epochMs(file.entry_date)) <= ENTRY_TOLERANCE_MS
  );
}

/**
 * The days the file covers: from the first to the last local day of its entries and closes. Only the account's
 * trades entered or closed in them are compared, so a statement of one month does not call the rest extra.
 */
function periodOf(file: readonly FileTrade[], timeZone: string): { first: string; last: string } | null {
  const days = file
    .flatMap((trade) => [trade.entry_date, trade.close_date ?? []].flat())
    .map((iso) => dayOf(iso, timeZone))
    .sort();
  const [first, last] = [days[0], days.at(-1)];
  return first === undefined || last === undefined ? null : { first, last };
}

/** Σ net of the closed trades by their close day in the zone. */
function netByDay(trades: readonly Pick<FileTrade, 'close_date' | 'pnl_amount'>[], timeZone: string) {
  const nets = new Map<string, Decimal>();
  for (const { close_date, pnl_amount } of trades) {
    const net = parseDecimal(pnl_amount);
    if (close_date === null || net === null) continue;
    const day = dayOf(close_date, timeZone);
    nets.set(day, (nets.get(day) ?? new Decimal(0)).plus(net));
  }
  return nets;
}

/**
 * docs/rules/imports.md « Check an account against a statement » (docs/rules/imports.md#statement-check): the file's trades
 * matched with the account's by `external_id`, else by the same position (isSamePosition, the closest entry
 * first); the file's unmatched trades are missing, the account's extra; each matched pair's fields that differ
 * (the entry's instant not compared for a match without the id: the tolerance accepted it); and per close day in
 * `timeZone`, the account's net against the file's, difference = account − file. Pure.
 */
export function checkStatement(
  file: readonly FileTrade[],
  account: readonly AccountTrade[],
  timeZone: string,
): StatementCheck {
  const period = periodOf(file, timeZone);
  const inPeriod = (iso: string | null) =>
    iso !== null &&
    period !== null &&
    dayOf(iso, timeZone) >= period.first &&
    dayOf(iso, timeZone) <= period.last;
  const compared = account.filter((trade) => inPeriod(trade.entry_date) || inPeriod(trade.close_date));
  const free = new Set(compared);
  const pairs: { carnet: AccountTrade; file: FileTrade; byId: boolean }[] = [];
  const unmatched: FileTrade[] = [];
  const byExternalId = new Map(
    compared.flatMap((trade) => (trade.external_id ? [[trade.external_id, trade]] : [])),
  );
  for (const trade of file) {
    const held = byExternalId.get(trade.external_id);
    if (held !== undefined && free.has(held)) {
      free.delete(held);
      pairs.push({ carnet: held, file: trade, byId: true });
    } else unmatched.push(trade);
  }
  const missing: FileTrade[] = [];
  for (const trade of unmatched) {
    const closest = [...free]
      .filter((carnet) => isSamePosition(carnet, trade))
      .sort(
        (a, b) =>
          Math.abs(epochMs(a.entry_date) - epochMs(trade.entry_date)) -
          Math.abs(epochMs(b.entry_date) - epochMs(trade.entry_date)),
      )[0];
    if (closest === undefined) missing.push(trade);
    else {
      free.delete(closest);
      pairs.push({ carnet: closest, file: trade, byId: false });
    }
  }
  const different: StatementDifference[] = pairs.flatMap(({ carnet, file: trade, byId }) =>
    STATEMENT_FIELDS.filter(
      (field) => (byId || field !== 'entry_date') && !isSame(field, carnet[field], trade[field]),
    ).map((field) => ({
      id: carnet.id,
      external_id: trade.external_id,
      field,
      carnet: carnet[field],
      file: trade[field],
    })),
  );
  const carnetNets = netByDay(compared, timeZone);
  const fileNets = netByDay(file, timeZone);
  const days: StatementDay[] = [...new Set([...carnetNets.keys(), ...fileNets.keys()])].sort().map((date) => {
    const carnetNet = carnetNets.get(date) ?? new Decimal(0);
    const fileNet = fileNets.get(date) ?? new Decimal(0);
    return {
      date,
      carnet_net: toDecimalString(carnetNet),
      file_net: toDecimalString(fileNet),
      difference: toDecimalString(carnetNet.minus(fileNet)),
    };
  });
  const extra = [...free].map(({ id, asset_name, entry_date, pnl_amount }) => ({
    id,
    asset_name,
    entry_date,
    pnl_amount,
  }));
  return {
    ok:
      missing.length === 0 &&
      extra.length === 0 &&
      different.length === 0 &&
      days.every((day) => day.difference === '0'),
    matched: pairs.length,
    missing: missing.map((trade) => ({ ...trade, is_duplicate: false })),
    extra,
    different,
    days,
  };
}
