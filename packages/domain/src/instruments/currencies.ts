import { Decimal } from '../decimal.ts';

// ISO 4217 (list one, as the ISO 4217 maintenance agency publishes it): the number of decimals of each active
// currency's minor unit. Most have 2; these are the exceptions. docs/rules/money.md#minor-units
const NO_DECIMALS = 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF';
const THREE_DECIMALS = 'BHD IQD JOD KWD LYD OMR TND';
const FOUR_DECIMALS = 'CLF UYW';
const TWO_DECIMALS =
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF CHE ' +
  'CHF CHW CNY COP COU CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL ' +
  'HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR ' +
  'MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK ' +
  'SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD ' +
  // CNH is not ISO 4217: it is the market's code for the yuan traded offshore (USDCNH), in fen like the CNY.
  'YER ZAR ZMW ZWG CNH';

const MINOR_UNITS: ReadonlyMap<string, number> = new Map(
  (
    [
      [NO_DECIMALS, 0],
      [TWO_DECIMALS, 2],
      [THREE_DECIMALS, 3],
      [FOUR_DECIMALS, 4],
    ] as const
  ).flatMap(([codes, decimals]) => codes.split(' ').map((code) => [code, decimals] as const)),
);

/** Whether a code is a currency Carnet keeps money in (ISO 4217, plus CNH), e.g. `EUR`, not `eur` nor `USDT`. */
export function isCurrencyCode(code: string): boolean {
  return MINOR_UNITS.has(code);
}

/** The decimals of a currency's minor unit (`USD` 2, `JPY` 0, `KWD` 3), or null for a code that is no currency. */
export function minorUnitsOf(currency: string): number | null {
  return MINOR_UNITS.get(currency) ?? null;
}

/**
 * An amount rounded half to even to its currency's minor unit (`2.345 USD` → 2.34, `2.355` → 2.36, `1 680.5 JPY`
 * → 1 680), or null for a code that is no currency. Carnet rounds a computed amount once, at the end.
 */
export function roundToMinorUnit(amount: Decimal, currency: string): Decimal | null {
  return minorUnitRounding(currency)?.(amount) ?? null;
}

/** The rounding of roundToMinorUnit for one currency, or null for a code that is no currency. */
export function minorUnitRounding(currency: string): ((amount: Decimal) => Decimal) | null {
  const decimals = minorUnitsOf(currency);
  return decimals === null ? null : (amount) => amount.toDecimalPlaces(decimals, Decimal.ROUND_HALF_EVEN);
}
