/**
 * How an exchange writes a contract's prices (docs/rules/money.md#instruments): decimals, or points and 32nds of a
 * point (the U.S. Treasury futures, some in halves, quarters or eighths of a 32nd), 64ths, or eighths (the CBOT
 * grains' quarter cents, written `450'2` = 450 2/8).
 */
export const PRICE_NOTATIONS = [
  'DECIMAL',
  'THIRTY_SECONDS',
  'HALF_THIRTY_SECONDS',
  'QUARTER_THIRTY_SECONDS',
  'EIGHTH_THIRTY_SECONDS',
  'SIXTY_FOURTHS',
  'EIGHTHS',
] as const;
export type PriceNotation = (typeof PRICE_NOTATIONS)[number];

export type FuturesExchange = 'CME' | 'CBOT' | 'NYMEX' | 'COMEX' | 'EUREX';

/** A futures contract as its exchange specifies it. */
export type FuturesContract = {
  /** The product code the platforms write before the contract month (`MNQ` in `MNQH25`). */
  root: string;
  name: string;
  exchange: FuturesExchange;
  /** The currency the contract's money is in (ISO 4217). */
  currency: string;
  /** Money of a move of 1.0 in the quoted price, for one contract, in `currency` (ES: 50). */
  pointValue: string;
  /** The smallest move of the quoted price (ES: 0.25). */
  tickSize: string;
  notation: PriceNotation;
};

/** A contract of the registry, written in one line per contract by the tables beside this file. */
export function futuresContractOf(
  exchange: FuturesExchange,
  currency: string,
  [root, name, pointValue, tickSize, notation = 'DECIMAL']: readonly [
    string,
    string,
    string,
    string,
    PriceNotation?,
  ],
): FuturesContract {
  return { root, name, exchange, currency, pointValue, tickSize, notation };
}
