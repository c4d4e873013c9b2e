import type { RecordedPlan, Trade } from '@carnet/contract';
import { type PlanDeviation, planDeviations } from '@carnet/domain';
import { EMPTY_VALUE, formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { rText } from './r-text.ts';

/** One line of « Plan et exécution »: what the plan recorded beside what the trade holds now (`\n` between parts). */
export type PlanComparisonRow = {
  label: string;
  planned: string;
  actual: string;
  /** The deviation this line shows, when the trade departed from its plan here. */
  deviation: PlanDeviation | null;
};

type Levels = readonly { price: string; quantity_to_sell: string }[];

/** « 62 000 × 0,5 », one target a line: each target's price and the quantity it sells. */
const targetsText = (targets: Levels) =>
  targets.length === 0
    ? EMPTY_VALUE
    : targets
        .map((target) => `${formatNumber(target.price)} × ${formatNumber(target.quantity_to_sell)}`)
        .join('\n');

const riskText = (riskPct: number | null, riskAmount: string | null, currency: string) =>
  riskAmount === null
    ? formatPercent(riskPct, 2)
    : `${formatPercent(riskPct, 2)}\n${formatMoney(riskAmount, currency)}`;

/**
 * docs/rules/trades.md: each planned value beside the actual one, and each deviation named by the domain's rule. The R line
 * sets the planned R against the realized one (the planned R of the trade as it stands while it is open).
 */
export function comparePlan(trade: Trade, plan: RecordedPlan, currency: string) {
  const deviations = planDeviations(plan.direction, plan, trade, trade.exits);
  const shown = (deviation: PlanDeviation) => (deviations.includes(deviation) ? deviation : null);
  const isClosed = trade.status === 'CLOSED';
  const rows: PlanComparisonRow[] = [
    {
      label: 'Prix d’entrée',
      planned: formatNumber(plan.entry_price),
      actual: formatNumber(trade.entry_price),
      deviation: shown('ENTRY_CHANGED'),
    },
    {
      label: 'Stop loss',
      planned: formatNumber(plan.stop_loss_price),
      actual: formatNumber(trade.stop_loss_price),
      deviation: shown('STOP_MOVED'),
    },
    {
      label: 'Quantité',
      planned: formatNumber(plan.quantity),
      actual: formatNumber(trade.quantity),
      deviation: shown('SIZE_CHANGED'),
    },
    {
      label: 'Objectifs',
      planned: targetsText(plan.take_profits),
      actual: targetsText(trade.take_profits),
      deviation: shown('TARGETS_CHANGED'),
    },
    {
      label: 'Risque',
      planned: riskText(plan.risk_pct, plan.risk_amount, currency),
      actual: riskText(trade.risk_pct, trade.risk_amount, currency),
      deviation: shown('RISK_CHANGED'),
    },
    {
      label: isClosed ? 'R prévu / réalisé' : 'R prévu',
      planned: rText(plan.planned_rr, plan.stop_loss_price),
      actual: isClosed
        ? rText(trade.realized_rr, trade.stop_loss_price)
        : rText(trade.planned_rr, trade.stop_loss_price),
      deviation: null,
    },
  ];
  return { rows, deviations };
}
