/** Where each field sits in a cTrader history header, with the time offset and currency written inside it. */
export type CtraderHeader = {
  id: number;
  symbol: number;
  openingDirection: number;
  openingTime: number;
  closingTime: number;
  entryPrice: number;
  closingPrice: number;
  closingQuantity: number;
  swap: number;
  commission: number;
  net: number;
  /** `UTC+4` of `Closing time (UTC+4)`, or null when the header gives none. */
  offset: string | null;
  /** `€` of `Net €`, `USD` of `Net USD`. */
  currency: string;
};

const OFFSET = /\((UTC[+-]\d{1,2}(?::\d{2})?)\)/i;

/** The header's fields (case and the `(UTC±h)` / currency parts aside), or null when one is missing. */
export function ctraderHeaderOf(header: readonly string[]): CtraderHeader | null {
  const names = header.map((name) => name.replace(OFFSET, '').trim().toLowerCase());
  const at = (...candidates: string[]) => names.findIndex((name) => candidates.includes(name));
  const net = names.findIndex((name) => /^net\s+\S+$/.test(name));
  const fields = {
    id: at('id', 'position id'),
    symbol: at('symbol'),
    openingDirection: at('opening direction'),
    openingTime: at('opening time'),
    closingTime: at('closing time'),
    entryPrice: at('entry price'),
    closingPrice: at('closing price'),
    closingQuantity: at('closing quantity'),
    swap: at('swap'),
    commission: at('commission', 'commissions'),
    net,
  };
  if (Object.values(fields).some((index) => index === -1)) return null;
  const offset = OFFSET.exec(header[fields.closingTime] ?? '')?.[1]?.toUpperCase() ?? null;
  const currency = (header[net] ?? '').trim().replace(/^net\s+/i, '');
  return { ...fields, offset, currency };
}

/** True for a cTrader history header, even a damaged one: its opening and closing directions and times. */
export function looksLikeCtrader(header: readonly string[]): boolean {
  const names = header.map((name) => name.replace(OFFSET, '').trim().toLowerCase());
  return (
    names.includes('opening direction') && names.includes('closing time') && names.includes('entry price')
  );
}

/** The IANA zone of a whole-hour `UTC±h` (POSIX `Etc/GMT` zones count the other way), else null. */
export function zoneOfOffset(offset: string | null): string | null {
  const match = offset === null ? null : /^UTC([+-])(\d{1,2})$/.exec(offset);
  if (!match) return null;
  const [, sign, hours = '0'] = match;
  if (Number(hours) === 0) return 'UTC';
  return `Etc/GMT${sign === '+' ? '-' : '+'}${Number(hours)}`;
}
