import { readDecimal } from '../../read-decimal.ts';

/** An amount with its coin glued on, as Binance writes it: `43.7000000000VET`, `10.01472900USDT`. */
export type CoinAmount = { amount: string; coin: string };

const GLUED = /^([0-9][0-9.,]*)\s*([A-Z0-9]*[A-Z][A-Z0-9]*)$/;

/** Splits `0.0000114300BNB` into 0.00001143 and BNB; null when it is not a number and a coin. */
export function readCoinAmount(raw: string | undefined): CoinAmount | null {
  const match = GLUED.exec(raw?.trim() ?? '');
  if (!match) return null;
  const [, number = '', coin = ''] = match;
  const amount = readDecimal(number);
  return amount === null ? null : { amount, coin };
}
