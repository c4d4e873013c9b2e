import type { Trade } from '@carnet/contract';
import { stablecoinCountedAsUsd } from '@carnet/domain';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { Figure, signTone } from './figure.tsx';
import { MoneySourceBadge, PNL_SOURCE_HINTS } from './money-source-badge.tsx';

/**
 * docs/rules/trades.md, docs/rules/money.md: a closed trade's money in its account's currency — gross, fees, swap and the net that moved the
 * balance — said « réel » (reported by the trader or the broker), « calculé » (from the exits, the size and the
 * instrument, with the rate the trader gave if any) or « estimé » (R × risk, when Carnet cannot price the
 * instrument: said in a sentence, not only a badge).
 */
export function TradeMoney({ trade, currency }: { trade: Trade; currency: string }) {
  const source = trade.pnl_source;
  const stablecoin = stablecoinCountedAsUsd(trade, currency);
  return (
    <Card aria-labelledby="trade-money">
      <CardHeader
        titleId="trade-money"
        title="Argent"
        actions={source !== null && <MoneySourceBadge source={source} />}
      />
      <CardBody className="flex flex-col gap-3">
        <dl aria-label="Argent de l’opération" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Brut" className={signTone(trade.gross_pnl)}>
            {formatMoney(trade.gross_pnl, currency)}
          </Figure>
          <Figure label="Frais">{formatMoney(trade.fees, currency)}</Figure>
          <Figure label="Swap">{formatMoney(trade.swap, currency)}</Figure>
          <Figure label="Net" className={signTone(trade.pnl_amount)}>
            {formatMoney(trade.pnl_amount, currency)}
          </Figure>
        </dl>
        {source === 'ESTIMATED' && <p className="text-xs text-warn">{PNL_SOURCE_HINTS.ESTIMATED}.</p>}
        {source === 'COMPUTED' && stablecoin !== null && (
          <p className="text-xs text-fg-muted">{stablecoin} compté comme USD.</p>
        )}
        {trade.fx_rate !== null && (
          <p className="text-xs text-fg-muted">Taux de change donné à la clôture : {trade.fx_rate}</p>
        )}
      </CardBody>
    </Card>
  );
}
