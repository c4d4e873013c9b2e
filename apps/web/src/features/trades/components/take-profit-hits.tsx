import type { Trade } from '@carnet/contract';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { formatNumber } from '../../../lib/format.ts';

type TakeProfitHitsProps = {
  takeProfits: Trade['take_profits'];
  selectedIds: readonly number[];
  onToggle: (id: number, isHit: boolean) => void;
  disabled?: boolean;
};

/** The trade's saved take profits as checkboxes: which ones were reached when it closed (docs/ui.md, docs/rules/trades.md). */
export function TakeProfitHits({
  takeProfits,
  selectedIds,
  onToggle,
  disabled = false,
}: TakeProfitHitsProps) {
  if (takeProfits.length === 0) {
    return <p className="text-sm text-fg-subtle">Aucun take profit enregistré.</p>;
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-xs font-medium text-fg-muted">Take profits atteints</legend>
      {takeProfits.map((takeProfit, index) => (
        <Checkbox
          key={takeProfit.id}
          disabled={disabled}
          checked={selectedIds.includes(takeProfit.id)}
          onChange={(event) => onToggle(takeProfit.id, event.target.checked)}
          label={
            <span className="num">
              <span className="font-semibold">TP{index + 1}</span>
              <span className="text-fg-muted">
                {' '}
                — {formatNumber(takeProfit.price)} × {formatNumber(takeProfit.quantity_to_sell)}
              </span>
            </span>
          }
        />
      ))}
    </fieldset>
  );
}
