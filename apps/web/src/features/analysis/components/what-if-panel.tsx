import type { WhatIfScenario } from '@carnet/domain';
import { Shuffle, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ListState } from '../../../components/list-state.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useWhatIf } from '../api/get-what-if.ts';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';
import { WhatIfTable } from './what-if-table.tsx';

/**
 * « Et si… » on « Analyse »: the same entries replayed on the imported candles with other exits
 * (docs/rules/candles.md#what-if), with the page's loading, failure and empty states.
 */
export function WhatIfPanel({ filters }: { filters: AnalysisFilters }) {
  const whatIf = useWhatIf(filters);
  const answer = whatIf.data;
  const hasResolved = answer?.scenarios.some((scenario) => scenario.resolved > 0) ?? false;
  return (
    <Card aria-labelledby="what-if-title">
      <CardHeader
        titleId="what-if-title"
        title="Et si…"
        description={
          answer === undefined
            ? 'Les mêmes entrées rejouées sur vos bougies avec d’autres sorties.'
            : `Les mêmes entrées rejouées sur vos bougies avec d’autres sorties, sur ${formatNumber(answer.horizon_days, 0)} jours au plus. Les opérations ambiguës ou non résolues sont comptées, jamais devinées.`
        }
      />
      <div aria-busy={whatIf.isFetching}>
        <ListState<WhatIfScenario>
          items={answer === undefined ? undefined : hasResolved ? answer.scenarios : []}
          query={whatIf}
          icon={Shuffle}
          skeletonRows={5}
          loadingLabel="Chargement des scénarios"
          errorTitle="Les scénarios n’ont pas pu être calculés."
          empty={{
            title: 'Aucun scénario à montrer',
            description:
              'Aucune opération clôturée de ces filtres n’a de bougies autour de son entrée : importez les bougies de vos symboles.',
            action: (
              <Link to={paths.importCandles} className={buttonStyles('primary')}>
                <Upload aria-hidden className="size-4" />
                Importer des bougies
              </Link>
            ),
          }}
        >
          {() => (answer === undefined ? null : <WhatIfTable answer={answer} />)}
        </ListState>
      </div>
    </Card>
  );
}
