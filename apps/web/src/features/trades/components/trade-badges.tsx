import type { TradeOutcome, TradeStatus } from '@carnet/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { OUTCOME_TITLES, outcomeTone, TRADE_STATUS_LABELS } from '../utils/trade-labels.ts';

/** docs/ui.md: WIN, LOSS or other as a coloured badge; « - » while the trade has no result. */
export function OutcomeBadge({ outcome }: { outcome: TradeOutcome | null }) {
  if (outcome === null) return <span className="text-fg-subtle">{EMPTY_VALUE}</span>;
  return (
    <span title={OUTCOME_TITLES[outcome]}>
      <Badge tone={outcomeTone(outcome)}>{outcome}</Badge>
    </span>
  );
}

export function StatusBadge({ status, isDraft = false }: { status: TradeStatus; isDraft?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Badge tone={status === 'OPEN' ? 'accent' : 'neutral'}>{TRADE_STATUS_LABELS[status]}</Badge>
      {isDraft && <Badge>Brouillon</Badge>}
    </span>
  );
}

/** docs/ui.md: « OK » when the setup respected every rule, a dash otherwise. */
export function ComplianceBadge({ isCompliant }: { isCompliant: boolean }) {
  return isCompliant ? (
    <span title="Règles respectées">
      <Badge tone="gain">OK</Badge>
    </span>
  ) : (
    <span className="text-fg-subtle" title="Règles non respectées">
      {EMPTY_VALUE}
    </span>
  );
}
