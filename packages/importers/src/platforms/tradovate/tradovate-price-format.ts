import type { PriceNotation } from '@carnet/domain';
import { type NumberStyle, POINT_DECIMALS, readDecimal } from '../../read-decimal.ts';

// Tradovate writes each row's price format beside its prices (FORMATS.md): `_priceFormatType` 0 is decimal
// (`_priceFormat` −2: two decimals), 1 is a fraction of a point whose denominator is 2^`_priceFormat` (5: 32nds,
// `110 045` = 110 4.5/32 for ZN; 6: 64ths; 3: eighths), `_tickSize` saying how finely a 32nd is split (0.015625:
// halves). The tick alone decides among the 32nds, whatever sign the format carries.
const THIRTY_SECONDS_BY_TICK: Readonly<Record<string, PriceNotation>> = {
  '0.03125': 'THIRTY_SECONDS',
  '0.015625': 'HALF_THIRTY_SECONDS',
  '0.0078125': 'QUARTER_THIRTY_SECONDS',
  '0.00390625': 'EIGHTH_THIRTY_SECONDS',
};

/**
 * The notation of a row's prices from its `_priceFormat`, `_priceFormatType` and `_tickSize` cells; undefined when
 * the row does not say (an older export, emptied columns: the price is then read by its shape alone); null for a
 * format Carnet does not know (its prices are then line errors, never guessed).
 */
export function tradovateNotation(
  cell: (name: string) => string | undefined,
  style: NumberStyle = POINT_DECIMALS,
): PriceNotation | null | undefined {
  const type = cell('_priceFormatType')?.trim() ?? '';
  const format = cell('_priceFormat')?.trim() ?? '';
  if (type === '') return undefined;
  if (type === '0') return 'DECIMAL';
  if (type !== '1') return null;
  const tick = readDecimal(cell('_tickSize'), style) ?? '';
  if (format === '3') return 'EIGHTHS';
  if (format === '6') return 'SIXTY_FOURTHS';
  return THIRTY_SECONDS_BY_TICK[tick] ?? null;
}
