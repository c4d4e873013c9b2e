import { exitsR, tradeOutcome } from '@carnet/domain';
import type { TradeExitRow, TradeRow } from '../../db/schema/index.ts';
import { computedMoney } from './computed-trade-money.ts';
import type { TradeBody } from './plan-trade-save.ts';
import { balanceDelta, type SettledTradeMoney, settledMoney } from './trade-money.ts';
import type { TradeValues } from './trades.repository.ts';

/** What an edit of a closed trade stores about its result, and what it moves on its account. */
export type ClosedEdit = {
  values: SettledTradeMoney & Pick<TradeValues, 'realizedRr' | 'outcome'>;
  /** new net − stored net; null when the balance does not move. */
  delta: string | null;
};

/**
 * A PUT on a closed trade (docs/rules/trades.md): fees, swap and a reported net may be corrected (absent keeps what is
 * stored; a null net goes back to the estimate), and a stop given to a trade imported without one makes its R
 * known, from its exits. The money is computed again from the exits and the instrument as the save names it (a
 * corrected symbol prices the trade), with the rate given or stored; an edit that needs a rate it does not have
 * is not refused: its money stays the estimate (docs/rules/money.md#sources). The balance moves by the difference
 * of the nets only.
 */
export function closedTradeEdit(
  trade: TradeRow,
  body: TradeBody,
  exits: readonly TradeExitRow[],
  accountCurrency: string,
): ClosedEdit {
  const realizedRr =
    trade.stopLossPrice === null
      ? exitsR(
          {
            direction: trade.direction,
            entry_price: trade.entryPrice,
            stop_loss_price: body.stop_loss_price,
            quantity: trade.quantity,
          },
          exits,
        )
      : trade.realizedRr;
  const storedReport = trade.pnlSource === 'REPORTED' ? trade.pnlAmount : null;
  const computed = computedMoney(
    { ...trade, assetType: body.asset_type, assetName: body.asset_name },
    exits,
    accountCurrency,
    body.fx_rate === undefined ? trade.fxRate : body.fx_rate,
  );
  const money = settledMoney({
    currency: accountCurrency,
    realizedRr,
    riskAmount: trade.riskAmount,
    fees: body.fees ?? trade.fees,
    swap: body.swap ?? trade.swap,
    reportedNet: body.pnl_amount === undefined ? storedReport : body.pnl_amount,
    computed: computed !== null && 'gross' in computed ? computed : null,
  });
  return {
    values: { ...money, realizedRr, outcome: tradeOutcome(realizedRr, money.pnlAmount) },
    delta: balanceDelta(trade.pnlAmount, money.pnlAmount),
  };
}
