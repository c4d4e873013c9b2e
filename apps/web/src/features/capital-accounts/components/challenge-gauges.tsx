import type { CapitalAccount, ChallengeRules, ChallengeStatus } from '@carnet/contract';
import { minimumTradingDays } from '@carnet/domain';
import { useId } from 'react';
import { ProgressBar, type ProgressTone } from '../../../components/ui/progress-bar.tsx';
import { EMPTY_VALUE, formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { percentOf, targetProfit } from '../utils/challenge-figures.ts';

type GaugeProps = { label: string; value: string; percent: number | null; tone: ProgressTone; hint: string };

/** One gauge of the challenge: its figure, a bar (capped at 100 %) and what it is measured against. */
function Gauge({ label, value, percent, tone, hint }: GaugeProps) {
  const labelId = useId();
  return (
    <section
      aria-labelledby={labelId}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-3"
    >
      <h3 id={labelId} className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">
        {label}
      </h3>
      <p className="num text-lg font-semibold text-fg">{value}</p>
      <ProgressBar value={percent} label={label} tone={tone} />
      <p className="text-xs text-fg-muted">{hint}</p>
    </section>
  );
}

/** Below a quarter left: red; below half: amber. */
const toneOfRoomLeft = (percent: number | null): ProgressTone =>
  percent === null ? 'accent' : percent < 25 ? 'loss' : percent < 50 ? 'warn' : 'gain';
/** More than half used: amber; three quarters: red. */
const toneOfUsed = (percent: number | null): ProgressTone =>
  percent === null ? 'accent' : percent >= 75 ? 'loss' : percent >= 50 ? 'warn' : 'accent';

type ChallengeGaugesProps = { account: CapitalAccount; rules: ChallengeRules; status: ChallengeStatus };

/** docs/rules/challenges.md gauges: target, daily loss used today, distance to the floor, trading days, consistency. */
export function ChallengeGauges({ account, rules, status }: ChallengeGaugesProps) {
  const money = (value: string | null) => formatMoney(value, account.currency);
  const target = targetProfit(account, rules);
  const dailyAllowed = status.daily_loss_limit_today;
  const dailyUsed = percentOf(status.daily_loss_used_today, dailyAllowed);
  const roomLeft = percentOf(status.headroom, rules.max_loss);
  const minDays = minimumTradingDays(rules);
  const bestShare = status.best_day_share_pct;
  const consistency = rules.consistency_pct;
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-5 [&>*:last-child]:col-span-2 xl:[&>*:last-child]:col-span-1">
      <Gauge
        label="Objectif"
        value={formatPercent(status.progress_pct)}
        percent={status.progress_pct}
        tone={(status.progress_pct ?? 0) >= 100 ? 'gain' : 'accent'}
        hint={`${money(status.profit)} sur ${target === null ? EMPTY_VALUE : money(target)}`}
      />
      <Gauge
        label="Perte du jour utilisée"
        value={dailyAllowed === null ? 'Sans limite' : formatPercent(dailyUsed)}
        percent={dailyUsed}
        tone={toneOfUsed(dailyUsed)}
        hint={
          dailyAllowed === null
            ? 'Pas de perte journalière maximale.'
            : `${money(status.daily_loss_used_today)} sur ${money(dailyAllowed)} aujourd’hui`
        }
      />
      <Gauge
        label="Distance au plancher"
        value={status.headroom === null ? 'Sans plancher' : money(status.headroom)}
        percent={roomLeft}
        tone={toneOfRoomLeft(roomLeft)}
        hint={status.floor === null ? 'Pas de perte maximale.' : `Plancher à ${money(status.floor)}`}
      />
      <Gauge
        label="Jours de trading"
        value={
          minDays === null
            ? formatNumber(status.trading_days)
            : `${formatNumber(status.trading_days)} / ${formatNumber(minDays)}`
        }
        percent={minDays === null ? null : (status.trading_days / minDays) * 100}
        tone={minDays !== null && status.trading_days >= minDays ? 'gain' : 'accent'}
        hint={minDays === null ? 'Pas de minimum de jours.' : 'Jours avec au moins une clôture.'}
      />
      <Gauge
        label="Consistance"
        value={consistency === null ? 'Sans règle' : formatPercent(bestShare)}
        percent={consistency === null || bestShare === null ? null : (bestShare / consistency) * 100}
        tone={status.consistency_ok ? 'gain' : 'loss'}
        hint={
          consistency === null
            ? 'Pas de règle de consistance.'
            : `Meilleur jour ≤ ${formatPercent(consistency, 0)} du profit${status.consistency_ok ? '' : ' : non respectée'}`
        }
      />
    </div>
  );
}
