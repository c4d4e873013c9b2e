import type { DeclaredRisk } from '@carnet/contract';
import {
  Decimal,
  parseDecimal,
  R_DECIMALS,
  roundToMinorUnit,
  toDecimalString,
  toRoundedNumber,
  tradeOutcome,
} from '@carnet/domain';
import type { ImportedTradeToWrite } from './read-import-file.ts';

/**
 * An account as a declared percent risk needs it: its currency, its starting balance and the nets its closed
 * trades moved it by, at their close (docs/rules/money.md: a balance is the starting balance plus the nets).
 */
export type BalanceHistory = {
  currency: string;
  startingBalance: string;
  closings: readonly { closedAt: Date; net: string }[];
};

/**
 * docs/rules/imports.md#stops: the risk the trader declares for an import is each trade's risk amount (an amount,
 * or a percent of the account's balance at the trade's entry, rounded to the currency's minor unit), and a closed
 * trade's R is its gross over that risk (the money form of the price R: gross = R × risk), rounded to R's
 * decimals, its outcome following. `isNew` says which trades of the file the account does not hold yet: only those
 * add their net to the balances of the entries after their close (the others are in `closings` already).
 */
export function withDeclaredRisk(
  trades: readonly ImportedTradeToWrite[],
  isNew: readonly boolean[],
  risk: DeclaredRisk,
  account: BalanceHistory,
): ImportedTradeToWrite[] {
  const closings = [
    ...account.closings.map(({ closedAt, net }) => ({ at: closedAt.getTime(), net: new Decimal(net) })),
    ...trades.flatMap(({ values }, index) =>
      isNew[index] && values.closeDate && values.pnlAmount
        ? [{ at: values.closeDate.getTime(), net: new Decimal(values.pnlAmount) }]
        : [],
    ),
  ];
  const balanceAt = (instant: Date) =>
    closings.reduce(
      (balance, { at, net }) => (at < instant.getTime() ? balance.plus(net) : balance),
      new Decimal(account.startingBalance),
    );
  return trades.map((trade) => {
    const amount =
      risk.kind === 'AMOUNT'
        ? new Decimal(risk.amount)
        : roundToMinorUnit(
            balanceAt(trade.values.entryDate).times(risk.percent).dividedBy(100),
            account.currency,
          );
    if (amount === null || !amount.isPositive()) return trade;
    const gross = parseDecimal(trade.values.grossPnl ?? null);
    const realizedRr =
      trade.values.status === 'CLOSED' && gross !== null
        ? toRoundedNumber(gross.dividedBy(amount), R_DECIMALS)
        : null;
    return {
      ...trade,
      values: {
        ...trade.values,
        riskAmount: toDecimalString(amount),
        riskPct: risk.kind === 'PERCENT' ? Number(risk.percent) : null,
        realizedRr,
        outcome:
          trade.values.status === 'CLOSED'
            ? tradeOutcome(realizedRr, trade.values.pnlAmount ?? null)
            : trade.values.outcome,
      },
    };
  });
}
