import { futuresContract } from './futures-registry.ts';
import { parseSymbol } from './parse-symbol.ts';

/** The trader's point values by futures root (the import's `point_values`), which come before Carnet's own. */
export type TraderPointValues = ReadonlyMap<string, string>;

/**
 * The futures root of a symbol, known to Carnet or not (`MNQ MAR25` → `MNQ`, `LEZ5` → `LE`, `XYZ 02-25` → `XYZ`),
 * or null when the symbol does not read as a futures contract (`AAPL`, `EURUSD`, a bare root Carnet does not know).
 */
export function contractRoot(symbol: string): string | null {
  const parsed = parseSymbol(symbol);
  return parsed?.assetType === 'FUTURES' ? parsed.root : null;
}

/**
 * The value of one point of a root: the trader's, else the registry's, else null: Carnet never assumes one, it
 * asks (docs/rules/money.md#instruments).
 */
export function rootPointValue(root: string, given: TraderPointValues): string | null {
  return given.get(root) ?? futuresContract(root)?.pointValue ?? null;
}
