import {
  ANALYSIS_DIMENSION_LABELS,
  ASSET_TYPE_LABELS,
  type AssetType,
  COMPLIANCE_KEY_LABELS,
  DIRECTION_LABELS,
  type TradeListFilterName,
  type TradeListFilterParams,
  type TradeStatus,
} from '@carnet/contract';
import { type Direction, TIMING_CLASS_LABELS, type TimingClass } from '@carnet/domain';
import { Filter, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { TRADE_STATUS_LABELS } from '../utils/trade-labels.ts';

const FILTER_LABELS: Record<TradeListFilterName, string> = {
  close_date__gte: 'Clôturée à partir du',
  close_date__lte: 'Clôturée jusqu’au',
  capital_account: ANALYSIS_DIMENSION_LABELS.capital_account,
  status: 'Statut',
  is_draft: 'Brouillon',
  grade: ANALYSIS_DIMENSION_LABELS.grade,
  timing_class: ANALYSIS_DIMENSION_LABELS.timing_class,
  direction: ANALYSIS_DIMENSION_LABELS.direction,
  asset_type: ANALYSIS_DIMENSION_LABELS.asset_type,
  asset_name: ANALYSIS_DIMENSION_LABELS.asset,
  strategy: ANALYSIS_DIMENSION_LABELS.strategy,
  is_compliant: ANALYSIS_DIMENSION_LABELS.compliance,
};

/** A value as the trader reads it; one the address spells wrongly shows as written (the server refuses it). */
function valueText(name: TradeListFilterName, value: string): string {
  const known = (labels: Record<string, string>) => labels[value] ?? value;
  switch (name) {
    case 'close_date__gte':
    case 'close_date__lte':
      return formatDateTime(value);
    case 'status':
      return known(TRADE_STATUS_LABELS satisfies Record<TradeStatus, string>);
    case 'timing_class':
      return known(TIMING_CLASS_LABELS satisfies Record<TimingClass, string>);
    case 'direction':
      return known(DIRECTION_LABELS satisfies Record<Direction, string>);
    case 'asset_type':
      return known(ASSET_TYPE_LABELS satisfies Record<AssetType, string>);
    case 'is_compliant':
      return value === 'true' ? COMPLIANCE_KEY_LABELS.COMPLIANT : COMPLIANCE_KEY_LABELS.NON_COMPLIANT;
    case 'is_draft':
      return value === 'true' ? 'oui' : 'non';
    case 'capital_account':
    case 'strategy':
      return `n° ${value}`;
    default:
      return value;
  }
}

type ActiveFiltersProps = { filters: TradeListFilterParams; onClear: () => void };

/** The column filters a link put on the list (issue 17), and the button that lifts them all. */
export function ActiveFilters({ filters, onClear }: ActiveFiltersProps) {
  const entries = Object.entries(filters) as [TradeListFilterName, string][];
  if (entries.length === 0) return null;
  return (
    <section
      aria-label="Filtres actifs"
      className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3 text-sm"
    >
      <Filter aria-hidden className="size-4 text-fg-subtle" />
      <ul className="flex flex-wrap gap-2">
        {entries.map(([name, value]) => (
          <li key={name} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-fg">
            {FILTER_LABELS[name]}
            {name.startsWith('close_date') ? ' ' : ' : '}
            <span className="font-medium">{valueText(name, value)}</span>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden className="size-4" />
        Effacer les filtres
      </Button>
    </section>
  );
}
