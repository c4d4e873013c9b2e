import type { Trade } from '@carnet/contract';
import { Card } from '../../../components/ui/card.tsx';
import { EMPTY_VALUE, formatNumber, formatPercent } from '../../../lib/format.ts';
import { rText } from '../utils/r-text.ts';
import { Figure } from './figure.tsx';
import { ComplianceBadge } from './trade-badges.tsx';

/**
 * The plan at a glance on the detail page: entry, stop, size, planned R, risk, grade and rules; for an imported
 * trade, the stop its file showed at the close, which R is never measured against (docs/rules/imports.md#stops).
 */
export function TradePlanFigures({ trade }: { trade: Trade }) {
  const lastStop =
    trade.last_stop_price === null
      ? []
      : [['Dernier stop (fichier)', formatNumber(trade.last_stop_price)] as const];
  const figures = [
    ['Prix d’entrée', formatNumber(trade.entry_price)],
    ['Stop loss', formatNumber(trade.stop_loss_price)],
    ...lastStop,
    ['Quantité', formatNumber(trade.quantity)],
    ['R prévu', rText(trade.planned_rr, trade.stop_loss_price)],
    ['Risque', formatPercent(trade.risk_pct, 2)],
    ['Note', trade.grade ?? EMPTY_VALUE],
  ];
  return (
    <Card className="px-4 py-3">
      <dl aria-label="Plan de l’opération" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <Figure key={label} label={label}>
            {value}
          </Figure>
        ))}
        <Figure label="Règles">
          <ComplianceBadge isCompliant={trade.is_compliant} />
        </Figure>
      </dl>
    </Card>
  );
}
