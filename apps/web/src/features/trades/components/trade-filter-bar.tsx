import {
  DIRECTION_LABELS,
  TRADE_OUTCOMES,
  TRADE_STATUSES,
  type TradeListFilterName,
  type TradeListFilterParams,
} from '@carnet/contract';
import { DIRECTIONS } from '@carnet/domain';
import { useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useCapitalAccounts } from '../../capital-accounts/api/list-capital-accounts.ts';
import { OUTCOME_TITLES, TRADE_STATUS_LABELS } from '../utils/trade-labels.ts';

/** The filters this bar sets; the other filters of a link stay chips (active-filters.tsx). */
export const FILTER_BAR_NAMES = [
  'capital_account',
  'asset_name',
  'outcome',
  'status',
  'direction',
] as const satisfies readonly TradeListFilterName[];

const ALL = '';

type ChoiceFilterProps = {
  label: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** One select of the bar: « Tous » first; a value of the address it does not list stays selectable. */
function ChoiceFilter({ label, value, allLabel, options, onChange }: ChoiceFilterProps) {
  const isListed = value === ALL || options.some((option) => option.value === value);
  return (
    <Field label={label} className="w-[calc(50%-0.375rem)] sm:w-44">
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value={ALL}>{allLabel}</option>
          {!isListed && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The symbol, applied on Entrée or when the field is left, not at each key (one request per search). */
function SymbolFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under the field (a reset, the browser's back): show its value.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const apply = () => {
    const symbol = text.trim();
    if (symbol !== value) onChange(symbol);
  };
  return (
    <Field label="Actif" className="w-[calc(50%-0.375rem)] sm:w-36">
      {(control) => (
        <Input
          {...control}
          type="search"
          value={text}
          placeholder="Tous les actifs"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply();
          }}
        />
      )}
    </Field>
  );
}

type TradeFilterBarProps = {
  filters: TradeListFilterParams;
  onChange: (name: (typeof FILTER_BAR_NAMES)[number], value: string) => void;
};

/** docs/rules/money.md: the list narrowed by account, symbol, outcome, status and direction, each kept in the address. */
export function TradeFilterBar({ filters, onChange }: TradeFilterBarProps) {
  const accounts = useCapitalAccounts();
  return (
    <search
      aria-label="Filtres des opérations"
      className="flex flex-wrap items-end gap-3 border-b border-border px-4 py-3"
    >
      <ChoiceFilter
        label="Compte"
        value={filters.capital_account ?? ALL}
        allLabel="Tous les comptes"
        options={(accounts.data ?? []).map((account) => ({ value: String(account.id), label: account.name }))}
        onChange={(value) => onChange('capital_account', value)}
      />
      <SymbolFilter value={filters.asset_name ?? ALL} onChange={(value) => onChange('asset_name', value)} />
      <ChoiceFilter
        label="Résultat"
        value={filters.outcome ?? ALL}
        allLabel="Tous les résultats"
        options={TRADE_OUTCOMES.map((outcome) => ({ value: outcome, label: OUTCOME_TITLES[outcome] }))}
        onChange={(value) => onChange('outcome', value)}
      />
      <ChoiceFilter
        label="Statut"
        value={filters.status ?? ALL}
        allLabel="Tous les statuts"
        options={TRADE_STATUSES.map((status) => ({ value: status, label: TRADE_STATUS_LABELS[status] }))}
        onChange={(value) => onChange('status', value)}
      />
      <ChoiceFilter
        label="Sens"
        value={filters.direction ?? ALL}
        allLabel="Les deux sens"
        options={DIRECTIONS.map((direction) => ({ value: direction, label: DIRECTION_LABELS[direction] }))}
        onChange={(value) => onChange('direction', value)}
      />
    </search>
  );
}
