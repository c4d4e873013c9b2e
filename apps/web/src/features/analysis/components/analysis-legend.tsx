import { LOW_SAMPLE_LABEL } from '@carnet/contract';
import { Info } from 'lucide-react';
import {
  INTERVAL_LABEL,
  LOW_SAMPLE_EXPLANATION,
  SIGNIFICANCE_EXPLANATION,
} from '../utils/analysis-format.ts';

type AnalysisLegendProps = { id: string; comparison: string };

/** How to read a table of the analysis, in plain French, under it (the test markers point here). */
export function AnalysisLegend({ id, comparison }: AnalysisLegendProps) {
  return (
    <div id={id} className="flex gap-2 border-t border-border px-4 py-3 text-xs text-fg-muted">
      <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <div className="flex flex-col gap-1">
        <p>
          Le trait montre l’espérance (R moyen par trade) et son intervalle de confiance ({INTERVAL_LABEL}) ;
          la ligne verticale est le zéro. Un trait entièrement à droite du zéro : gagnant probable ; à cheval
          sur le zéro : on ne peut pas encore conclure.
        </p>
        <p>
          « Différence probablement réelle » compare l’espérance {comparison}. {SIGNIFICANCE_EXPLANATION}
        </p>
        <p>
          « {LOW_SAMPLE_LABEL} » : {LOW_SAMPLE_EXPLANATION}
        </p>
      </div>
    </div>
  );
}
