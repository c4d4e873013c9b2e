import type { BacktestMetrics } from '@carnet/contract';
import { clsx } from 'clsx';
import { formatFractionAsPercent, formatNumber, formatRatio } from '../../../lib/format.ts';
import { formatPnl, pnlTone, withCurrency } from '../utils/backtest-format.ts';

const TONE_CLASSES = { gain: 'text-gain', loss: 'text-loss', neutral: 'text-fg' } as const;

type MetricCell = { label: string; value: string; tone?: keyof typeof TONE_CLASSES };

/**
 * docs/ui.md: exactly five cells — trades closed / total, total pnl (2 decimals), win rate (1 decimal, from
 * the fraction), profit factor (2 decimals or a dash), max drawdown (2 decimals); money with the session's
 * currency when it has one (docs/rules/imports.md).
 */
export function SessionMetricsBand({
  metrics,
  currency,
}: {
  metrics: BacktestMetrics;
  currency: string | null;
}) {
  const cells: MetricCell[] = [
    { label: 'Trades clôturés / total', value: `${metrics.trades_closed} / ${metrics.trades_total}` },
    {
      label: 'PnL total',
      value: withCurrency(formatPnl(metrics.total_pnl), currency),
      tone: pnlTone(metrics.total_pnl),
    },
    { label: 'Taux de réussite', value: formatFractionAsPercent(metrics.win_rate, 1) },
    { label: 'Profit factor', value: formatRatio(metrics.profit_factor) },
    {
      label: 'Drawdown max',
      value: withCurrency(formatNumber(metrics.max_drawdown_abs, 2, 2), currency),
      tone: /[1-9]/.test(metrics.max_drawdown_abs) ? 'loss' : 'neutral',
    },
  ];
  return (
    <dl
      aria-label="Métriques de la session"
      className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-5"
    >
      {cells.map((cell, index) => (
        <div
          key={cell.label}
          className={clsx(
            'flex min-w-0 flex-col gap-1 bg-surface px-4 py-3',
            // Five cells on two columns: the last one spans the row rather than leaving a hole.
            index === cells.length - 1 && 'col-span-2 sm:col-span-1',
          )}
        >
          <dt className="truncate text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">
            {cell.label}
          </dt>
          <dd
            className={clsx('num text-xl font-semibold tracking-tight', TONE_CLASSES[cell.tone ?? 'neutral'])}
          >
            {cell.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
