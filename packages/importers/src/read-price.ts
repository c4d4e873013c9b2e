import { type PriceNotation, readFractionalPrice } from '@carnet/domain';
import { type NumberStyle, POINT_DECIMALS, readDecimal } from './read-decimal.ts';

/**
 * A price as a futures platform writes it → a canonical decimal, or null when it does not read: a fraction of a
 * point (32nds and their parts, 64ths, eighths; Tradovate's `110 045` with its `notation`) exactly, by the domain's
 * one reader, and a malformed one refused (never read as `110164`); anything else as readDecimal reads it in the
 * file's number style (docs/rules/money.md#instruments).
 */
export function readPrice(
  raw: string | null | undefined,
  style: NumberStyle = POINT_DECIMALS,
  notation?: PriceNotation | null,
): string | null {
  const text = raw?.trim() ?? '';
  const fraction = readFractionalPrice(text, notation);
  if (fraction === null) return readDecimal(text, style);
  return fraction.ok ? fraction.price : null;
}
