import type { Excursions } from '@carnet/domain';
import { clsx } from 'clsx';
import { excursionFigures, gapTexts } from '../utils/excursion-figures.ts';

const TONES = { gain: 'text-gain', loss: 'text-loss' } as const;

/** What no excursions means: an open trade is measured at its close; a closed one had no candle in its span. */
function missingText(isClosed: boolean): string {
  return isClosed
    ? 'Excursions inconnues : aucune bougie importée ne couvre la durée de l’opération.'
    : 'Les excursions se calculent une fois l’opération clôturée.';
}

type ExcursionFiguresProps = { excursions: Excursions | null | undefined; isClosed: boolean };

/** MFE, MAE and the exit efficiency beside the chart (docs/rules/candles.md#excursions), and the gaps Carnet saw. */
export function ExcursionFigures({ excursions, isClosed }: ExcursionFiguresProps) {
  if (excursions === null || excursions === undefined) {
    return <p className="text-sm text-fg-muted">{missingText(isClosed)}</p>;
  }
  const gaps = gapTexts(excursions);
  return (
    <div className="flex flex-col gap-3">
      <dl aria-label="Excursions de l’opération" className="grid grid-cols-2 gap-3">
        {excursionFigures(excursions).map((figure) => (
          <div key={figure.label} className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-[11px] font-medium tracking-wide text-fg-subtle uppercase">{figure.label}</dt>
            <dd className={clsx('num text-sm font-semibold text-fg', figure.tone && TONES[figure.tone])}>
              {figure.value}
            </dd>
            {figure.detail !== undefined && <dd className="num text-xs text-fg-muted">{figure.detail}</dd>}
          </div>
        ))}
      </dl>
      {gaps.length > 0 && (
        <div className="text-xs text-fg-muted">
          <p className="font-medium">Sans bougie (Carnet n’y a vu aucun prix) :</p>
          <ul className="num list-inside list-disc">
            {gaps.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
