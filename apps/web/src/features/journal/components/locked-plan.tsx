import { JOURNAL_BIAS_LABELS, type JournalPlan } from '@carnet/contract';
import { RICH_TEXT_STYLES } from '../../../components/rich-text/rich-text-styles.ts';
import { formatNumber } from '../../../lib/format.ts';

const EMPTY = '—';

/** A locked plan as it was written: the text (sanitised by the server), the bias, the limits and the levels. */
export function LockedPlan({ plan }: { plan: JournalPlan }) {
  return (
    <div className="flex flex-col gap-3">
      {plan.text === '' ? (
        <p className="text-sm text-fg-muted">Aucun texte de plan.</p>
      ) : (
        <div
          className={`text-sm leading-relaxed text-fg ${RICH_TEXT_STYLES}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores only sanitised HTML (docs/rules/journal.md#day).
          dangerouslySetInnerHTML={{ __html: plan.text }}
        />
      )}
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-fg-muted">Biais</dt>
          <dd className="text-fg">{plan.bias === null ? EMPTY : JOURNAL_BIAS_LABELS[plan.bias]}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">Opérations au maximum</dt>
          <dd className="num text-fg">{plan.max_trades === null ? EMPTY : formatNumber(plan.max_trades)}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">Perte maximale (R)</dt>
          <dd className="num text-fg">{plan.max_loss_r === null ? EMPTY : formatNumber(plan.max_loss_r)}</dd>
        </div>
      </dl>
      {plan.levels !== '' && (
        <div>
          <p className="text-xs text-fg-muted">Niveaux</p>
          <p className="whitespace-pre-line text-sm text-fg">{plan.levels}</p>
        </div>
      )}
    </div>
  );
}
