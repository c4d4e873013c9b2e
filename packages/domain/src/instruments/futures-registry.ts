import { COMMODITY_FUTURES } from './futures-commodities.ts';
import type { FuturesContract } from './futures-contract.ts';
import { CURRENCY_AND_CRYPTO_FUTURES } from './futures-currencies.ts';
import { EQUITY_INDEX_FUTURES } from './futures-equity-indices.ts';
import { INTEREST_RATE_FUTURES } from './futures-rates.ts';

/** Every futures contract Carnet knows (docs/rules/money.md#instruments), by root. */
export const FUTURES_CONTRACTS: readonly FuturesContract[] = [
  ...EQUITY_INDEX_FUTURES,
  ...INTEREST_RATE_FUTURES,
  ...COMMODITY_FUTURES,
  ...CURRENCY_AND_CRYPTO_FUTURES,
];

const BY_ROOT: ReadonlyMap<string, FuturesContract> = new Map(
  FUTURES_CONTRACTS.map((contract) => [contract.root, contract]),
);

/** The contract of a root (`MNQ`, case as the exchange writes it), or null when Carnet does not know it. */
export function futuresContract(root: string): FuturesContract | null {
  return BY_ROOT.get(root) ?? null;
}
