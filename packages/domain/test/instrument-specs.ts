import {
  type InstrumentOverride,
  type InstrumentSpec,
  instrumentSpec,
} from '../src/instruments/instrument-spec.ts';

/** The spec a scenario is about; a symbol Carnet cannot specify fails the test there, not later. */
export function specOf(
  symbol: string,
  accountCurrency: string,
  override: InstrumentOverride | null = null,
): InstrumentSpec {
  const spec = instrumentSpec(symbol, override, accountCurrency);
  if (spec === null) throw new Error(`${symbol} should be specified`);
  return spec;
}
