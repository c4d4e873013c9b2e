import { CHALLENGE_RULE_BROKEN_LABELS, type ChallengeBreach } from '@carnet/contract';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';

/** docs/rules/challenges.md: the rules broken, in order (the first one failed the challenge), with the close that broke each. */
export function ChallengeBreaches({
  breaches,
  currency,
}: {
  breaches: readonly ChallengeBreach[];
  currency: string;
}) {
  if (breaches.length === 0) return <p className="text-sm text-fg-muted">Aucune règle enfreinte.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Règles enfreintes">
      {breaches.map((breach) => (
        <li
          key={`${breach.rule}-${breach.date}-${breach.trade ?? 'date'}`}
          className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md border border-loss/40 bg-loss-soft px-3 py-2 text-sm"
        >
          <span className="font-semibold text-loss">{CHALLENGE_RULE_BROKEN_LABELS[breach.rule]}</span>
          <span className="text-fg-muted">le {formatDate(breach.date)}</span>
          <span className="num text-fg">
            solde {formatMoney(breach.balance, currency)}
            {breach.limit !== null && ` pour une limite de ${formatMoney(breach.limit, currency)}`}
          </span>
          {breach.trade !== null && (
            <Link
              to={paths.trades.detail(breach.trade)}
              className="text-accent underline-offset-2 hover:underline"
            >
              Voir l’opération
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
