import type { Dashboard } from '@carnet/contract';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney } from '../../../lib/format.ts';
import type { MoneyCurve } from '../utils/money-points.ts';
import { ChartCard } from './chart-card.tsx';
import type { ChartsModule } from './lazy-charts.ts';

type MoneyCurveCardProps = {
  dashboard: Dashboard | undefined;
  isLoading: boolean;
  isUpdating: boolean;
  charts: ChartsModule | undefined;
};

export const MONEY_CURVE_TITLE = 'Résultat net cumulé';

/**
 * The money curve (docs/rules/trades.md): net of fees and swap, by close day, one currency at a time (amounts in two
 * currencies are never added); the total beside the title, and a choice of currency when there are several.
 */
export function MoneyCurveCard({ dashboard, isLoading, isUpdating, charts }: MoneyCurveCardProps) {
  const curves = dashboard?.money_curves ?? [];
  const [chosen, setChosen] = useState<string | undefined>();
  const curve = curves.find((candidate) => candidate.currency === chosen) ?? curves[0];
  return (
    <ChartCard
      title={MONEY_CURVE_TITLE}
      description="Argent gagné ou perdu, frais et swap compris, par jour de clôture"
      aside={
        <div className="flex flex-wrap items-center gap-4">
          {curves.length > 1 && <CurrencyChoice curves={curves} chosen={curve} onChoose={setChosen} />}
          <Total curve={curve} isLoading={isLoading} />
        </div>
      }
      isLoading={isLoading}
      isUpdating={isUpdating}
      isEmpty={curve === undefined}
      emptyMessage="Aucun résultat en argent"
      className="lg:col-span-2"
    >
      {charts && curve && <charts.MoneyChart curve={curve} />}
    </ChartCard>
  );
}

function Total({ curve, isLoading }: { curve: MoneyCurve | undefined; isLoading: boolean }) {
  const total = curve?.points.at(-1)?.cumulative_net;
  const sign = total === undefined ? 0 : Math.sign(Number(total));
  return (
    <dl className="flex flex-col gap-0.5 sm:items-end">
      <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">Total</dt>
      <dd
        className={clsx(
          'num text-sm font-semibold',
          sign > 0 ? 'text-gain' : sign < 0 ? 'text-loss' : 'text-fg',
        )}
      >
        {isLoading ? <Skeleton className="h-4 w-20" /> : curve ? formatMoney(total, curve.currency) : '-'}
      </dd>
    </dl>
  );
}

type CurrencyChoiceProps = {
  curves: readonly MoneyCurve[];
  chosen: MoneyCurve | undefined;
  onChoose: (currency: string) => void;
};

function CurrencyChoice({ curves, chosen, onChoose }: CurrencyChoiceProps) {
  return (
    <fieldset className="m-0 flex gap-1 border-0 p-0">
      <legend className="sr-only">Devise</legend>
      {curves.map(({ currency }) => (
        <button
          key={currency}
          type="button"
          aria-pressed={currency === chosen?.currency}
          onClick={() => onChoose(currency)}
          className={clsx(
            'h-8 rounded-md border px-2.5 text-xs font-semibold transition-colors',
            currency === chosen?.currency
              ? 'border-accent bg-accent-soft text-accent'
              : 'border-border bg-surface-2 text-fg-subtle hover:border-border-strong hover:text-fg',
          )}
        >
          {currency}
        </button>
      ))}
    </fieldset>
  );
}
