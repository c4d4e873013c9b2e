import type { CapitalAccount } from '@carnet/contract';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useBalanceAdjustments } from '../api/list-balance-adjustments.ts';

export const BALANCE_ADJUSTMENTS_TITLE = 'Ajustements de solde';

/**
 * The balance's adjustments (docs/rules/money.md#adjustments): each edit of the current balance, by how much and
 * when, so the balance always reads as starting balance + the trades' nets + these. Shown only when there is one.
 */
export function BalanceAdjustmentsCard({ account }: { account: CapitalAccount }) {
  const adjustments = useBalanceAdjustments(account.id);
  if (adjustments.data === undefined || adjustments.data.length === 0) return null;
  return (
    <Card aria-labelledby="balance-adjustments-title">
      <CardHeader
        titleId="balance-adjustments-title"
        title={BALANCE_ADJUSTMENTS_TITLE}
        description="Solde actuel = solde de départ + résultats nets des opérations clôturées + ajustements."
      />
      <ul className="divide-y divide-border">
        {adjustments.data.map((adjustment) => (
          <li key={adjustment.id} className="flex items-baseline justify-between gap-4 px-4 py-2.5 text-sm">
            <span className="text-fg-muted">{formatDateTime(adjustment.created_at)}</span>
            <span className="font-medium tabular-nums">
              {adjustment.amount.startsWith('-') ? '' : '+'}
              {formatMoney(adjustment.amount, account.currency)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
