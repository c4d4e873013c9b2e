import type { Summary } from '@carnet/contract';
import { StatCard, toneOf } from '../../../components/stat-card.tsx';
import {
  EMPTY_VALUE,
  formatFractionAsPercent,
  formatNumber,
  formatPercent,
  formatR,
  formatRAmount,
  formatRatio,
} from '../../../lib/format.ts';
import {
  formatExpectancyInterval,
  formatHoldMinutes,
  formatMoneyByCurrency,
  formatWinRateInterval,
  INTERVAL_LABEL,
} from '../utils/analysis-format.ts';

type SummaryCardsProps = { summary: Summary | undefined; isLoading: boolean; isUpdating: boolean };

/** « TP1 60,0 % · TP2 20,0 % »: the share of the trades that planned each target and reached it. */
function targetHits(summary: Summary): string {
  return summary.target_hit_rates
    .map((target) => `TP${target.position} ${formatPercent(target.hit_rate)}`)
    .join(' · ');
}

/**
 * docs/rules/statistics.md summary: every figure of the period with its interval where it has one. Figures in R are over
 * the trades with a known R; the money over every closed trade.
 */
export function SummaryCards({ summary, isLoading, isUpdating }: SummaryCardsProps) {
  const money = summary === undefined ? [] : formatMoneyByCurrency(summary.net_pnl);
  const card = (label: string, value: string, hint?: string, tone?: 'gain' | 'loss' | 'neutral') => (
    <StatCard
      label={label}
      value={value}
      hint={hint}
      tone={tone}
      isLoading={isLoading}
      isUpdating={isUpdating}
    />
  );
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
      {card(
        'Trades',
        formatNumber(summary?.trades, 0),
        summary && `${formatNumber(summary.wins, 0)} gagnants · ${formatNumber(summary.losses, 0)} perdants`,
      )}
      {card(
        'Taux de réussite',
        formatPercent(summary?.win_rate),
        summary && `${INTERVAL_LABEL} : ${formatWinRateInterval(summary.win_rate_ci)}`,
      )}
      {card(
        'Espérance',
        formatR(summary?.expectancy),
        summary && `${INTERVAL_LABEL} : ${formatExpectancyInterval(summary.expectancy_ci)}`,
        toneOf(summary?.expectancy ?? null),
      )}
      {card(
        'R total',
        formatR(summary?.total_r),
        summary && `meilleur ${formatR(summary.best_r)} · pire ${formatR(summary.worst_r)}`,
        toneOf(summary?.total_r ?? null),
      )}
      {card('Profit factor', formatRatio(summary?.profit_factor), 'gains en R / pertes en R')}
      {card('SQN', formatRatio(summary?.sqn), 'espérance / écart-type × √n')}
      {card(
        'Séries',
        summary
          ? `${formatNumber(summary.longest_win_streak, 0)} / ${formatNumber(summary.longest_loss_streak, 0)}`
          : EMPTY_VALUE,
        'gains / pertes d’affilée au plus',
      )}
      {card(
        'Kelly',
        formatFractionAsPercent(summary?.kelly_fraction),
        'part du capital à risquer selon Kelly',
      )}
      {card(
        'R de gestion',
        formatR(summary?.management_r_avg),
        'réalisé − plan, en moyenne',
        toneOf(summary?.management_r_avg ?? null),
      )}
      {card(
        'Objectif 1 atteint',
        formatPercent(summary?.target_hit_rates[0]?.hit_rate),
        summary && summary.target_hit_rates.length > 0
          ? targetHits(summary)
          : 'des trades qui l’avaient prévu',
      )}
      {card(
        'Drawdown max',
        formatRAmount(summary?.max_drawdown_r),
        summary && `durée moyenne ${formatHoldMinutes(summary.avg_hold_minutes)}`,
      )}
      {card(
        'Plans après coup',
        formatPercent(summary?.plan_retroactive_share),
        'plans saisis après l’entrée',
      )}
      <div className="col-span-2 md:col-span-3 lg:col-span-4">
        {card(
          'Résultat net',
          money.length === 0 ? EMPTY_VALUE : money.join(' · '),
          'toutes les opérations clôturées, par devise',
        )}
      </div>
    </div>
  );
}
