import type { Trade } from '@carnet/contract';
import { Card } from '../../../components/ui/card.tsx';
import { EMPTY_VALUE, formatNumber, formatPercent, formatR } from '../../../lib/format.ts';
import { ComplianceBadge } from './trade-badges.tsx';

const FIGURE = 'flex min-w-0 flex-col gap-0.5';
const LABEL = 'text-[11px] font-medium tracking-wide text-fg-subtle uppercase';
const VALUE = 'num truncate text-sm font-semibold text-fg';

/** The plan at a glance on the detail page: entry, stop, size, planned R, risk, grade and rules. */
export function TradePlanFigures({ trade }: { trade: Trade }) {
  const figures = [
    ['Prix d’entrée', formatNumber(trade.entry_price)],
    ['Stop loss', formatNumber(trade.stop_loss_price)],
    ['Quantité', formatNumber(trade.quantity)],
    ['R prévu', formatR(trade.planned_rr)],
    ['Risque', formatPercent(trade.risk_pct, 2)],
    ['Note', trade.grade ?? EMPTY_VALUE],
  ] as const;
  return (
    <Card className="px-4 py-3">
      <dl aria-label="Plan de l’opération" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className={FIGURE}>
            <dt className={LABEL}>{label}</dt>
            <dd className={VALUE}>{value}</dd>
          </div>
        ))}
        <div className={FIGURE}>
          <dt className={LABEL}>Règles</dt>
          <dd className={VALUE}>
            <ComplianceBadge isCompliant={trade.is_compliant} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
