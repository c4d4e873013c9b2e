import { PNL_SOURCE_LABELS, type Trade } from '@carnet/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { Figure, signTone } from './figure.tsx';

/**
 * DESIGN §10: a closed trade's money in its account's currency — gross, fees, swap and the net that moved the
 * balance — said « estimé » (from R × risk) or « réel » (reported by the trader or the broker).
 */
export function TradeMoney({ trade, currency }: { trade: Trade; currency: string }) {
  const source = trade.pnl_source;
  return (
    <Card aria-labelledby="trade-money">
      <CardHeader
        titleId="trade-money"
        title="Argent"
        actions={
          source !== null && (
            <span
              title={source === 'REPORTED' ? 'Montant versé par le courtier' : 'Estimé depuis R × risque'}
            >
              <Badge tone={source === 'REPORTED' ? 'gain' : 'neutral'}>{PNL_SOURCE_LABELS[source]}</Badge>
            </span>
          )
        }
      />
      <CardBody>
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
      </CardBody>
    </Card>
  );
}
