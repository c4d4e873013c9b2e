import {
  ANALYSIS_DIMENSION_LABELS,
  ANALYSIS_NONE_LABELS,
  ASSET_TYPE_LABELS,
  type AssetType,
  COMPLIANCE_KEY_LABELS,
  DIRECTION_LABELS,
  DURATION_BUCKET_LABELS,
  hourLabel,
  monthLabel,
  TRADE_SOURCE_LABELS,
  type TradeListFilterName,
  type TradeListFilterParams,
  type TradeSource,
  type TradeStatus,
  WEEKDAY_LABELS,
} from '@carnet/contract';
import { type Direction, type DurationBucket, TIMING_CLASS_LABELS, type TimingClass } from '@carnet/domain';
import { Filter, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { TRADE_STATUS_LABELS } from '../utils/trade-labels.ts';
import { FILTER_BAR_NAMES } from './trade-filter-bar.tsx';

/** The filters that keep the trades without a value (`true`) or with one (`false`), by their dimension. */
const PRESENCE_FILTERS = {
  grade__isnull: 'grade',
  timing_class__isnull: 'timing_class',
  strategy__isnull: 'strategy',
  strategy_type__isnull: 'strategy_type',
  tag__isnull: 'tag',
} as const satisfies Partial<Record<TradeListFilterName, keyof typeof ANALYSIS_NONE_LABELS>>;
type PresenceFilter = keyof typeof PRESENCE_FILTERS;

const isPresenceFilter = (name: TradeListFilterName): name is PresenceFilter => name in PRESENCE_FILTERS;

const FILTER_LABELS: Record<Exclude<TradeListFilterName, PresenceFilter>, string> = {
  close_date__gte: 'Clôturée à partir du',
  close_date__lte: 'Clôturée jusqu’au',
  close_month: 'Clôturée en',
  capital_account: ANALYSIS_DIMENSION_LABELS.capital_account,
  status: 'Statut',
  outcome: 'Résultat',
  is_draft: 'Brouillon',
  grade: ANALYSIS_DIMENSION_LABELS.grade,
  timing_class: ANALYSIS_DIMENSION_LABELS.timing_class,
  direction: ANALYSIS_DIMENSION_LABELS.direction,
  asset_type: ANALYSIS_DIMENSION_LABELS.asset_type,
  asset_name: ANALYSIS_DIMENSION_LABELS.asset,
  strategy: ANALYSIS_DIMENSION_LABELS.strategy,
  strategy_type: ANALYSIS_DIMENSION_LABELS.strategy_type,
  is_compliant: ANALYSIS_DIMENSION_LABELS.compliance,
  tz: 'Fuseau horaire',
  entry_weekday: ANALYSIS_DIMENSION_LABELS.weekday,
  entry_hour: ANALYSIS_DIMENSION_LABELS.hour,
  duration: ANALYSIS_DIMENSION_LABELS.duration,
  source: ANALYSIS_DIMENSION_LABELS.source,
  confirmation_passed: 'Confirmation respectée',
  confirmation_missed: 'Confirmation manquée',
  also_tag: 'Avec aussi le tag',
};

/** Labels that read on into their value (« Clôturée en novembre 2026 »), without a colon. */
const RUN_ON_LABELS: readonly TradeListFilterName[] = ['close_date__gte', 'close_date__lte', 'close_month'];

/** A value as the trader reads it; one the address spells wrongly shows as written (the server refuses it). */
function valueText(name: TradeListFilterName, value: string): string {
  const known = (labels: Readonly<Record<string, string>>) => labels[value] ?? value;
  switch (name) {
    case 'close_date__gte':
    case 'close_date__lte':
      return formatDateTime(value);
    case 'close_month':
      return /^\d{4}-\d{2}$/.test(value) ? monthLabel(value) : value;
    case 'entry_weekday':
      return known(WEEKDAY_LABELS);
    case 'entry_hour':
      return /^\d{1,2}$/.test(value) ? hourLabel(Number(value)) : value;
    case 'status':
      return known(TRADE_STATUS_LABELS satisfies Record<TradeStatus, string>);
    case 'timing_class':
      return known(TIMING_CLASS_LABELS satisfies Record<TimingClass, string>);
    case 'direction':
      return known(DIRECTION_LABELS satisfies Record<Direction, string>);
    case 'asset_type':
      return known(ASSET_TYPE_LABELS satisfies Record<AssetType, string>);
    case 'duration':
      return known(DURATION_BUCKET_LABELS satisfies Record<DurationBucket, string>);
    case 'source':
      return known(TRADE_SOURCE_LABELS satisfies Record<TradeSource, string>);
    case 'is_compliant':
      return value === 'true' ? COMPLIANCE_KEY_LABELS.COMPLIANT : COMPLIANCE_KEY_LABELS.NON_COMPLIANT;
    case 'is_draft':
      return value === 'true' ? 'oui' : 'non';
    case 'capital_account':
    case 'strategy':
    case 'strategy_type':
      return `n° ${value}`;
    default:
      return value;
  }
}

/** « Sans note » for the trades without one (the analysis row's own label), « Avec note » for the others. */
function presenceText(name: PresenceFilter, value: string): string {
  const dimension = PRESENCE_FILTERS[name];
  return value === 'true'
    ? ANALYSIS_NONE_LABELS[dimension]
    : `Avec ${ANALYSIS_DIMENSION_LABELS[dimension].toLowerCase()}`;
}

function FilterChip({ name, value }: { name: TradeListFilterName; value: string }) {
  if (isPresenceFilter(name)) return <span className="font-medium">{presenceText(name, value)}</span>;
  return (
    <>
      {FILTER_LABELS[name]}
      {RUN_ON_LABELS.includes(name) ? ' ' : ' : '}
      <span className="font-medium">{valueText(name, value)}</span>
    </>
  );
}

type ActiveFiltersProps = { filters: TradeListFilterParams; onClear: () => void };

/**
 * The filters a link put on the list (an analysis row, a calendar day) that the filter bar does not
 * show, and the button lifting every filter.
 */
export function ActiveFilters({ filters, onClear }: ActiveFiltersProps) {
  const entries = (Object.entries(filters) as [TradeListFilterName, string][]).filter(
    ([name]) => !FILTER_BAR_NAMES.some((shown) => shown === name),
  );
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
            <FilterChip name={name} value={value} />
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
