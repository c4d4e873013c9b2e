import { Crosshair, Upload } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ListState } from '../../../components/list-state.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTradeExcursions } from '../api/list-trade-excursions.ts';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';
import { type ExcursionPoint, efficiencyDistribution, excursionPoints } from '../utils/excursion-points.ts';
import { EfficiencyDistribution } from './efficiency-distribution.tsx';
import { ExcursionScatter } from './excursion-scatter.tsx';

/**
 * « Excursions » on « Analyse » (docs/rules/candles.md#chart): MFE against MAE in R, one dot per closed trade of
 * the filters, and how much of the MFE the exits kept. Only trades measured on imported candles appear.
 */
export function ExcursionsPanel({ filters }: { filters: AnalysisFilters }) {
  const excursions = useTradeExcursions(filters);
  const rows = excursions.data?.rows;
  const points = useMemo(() => (rows === undefined ? undefined : excursionPoints(rows)), [rows]);
  const bins = useMemo(() => efficiencyDistribution(rows ?? []), [rows]);
  return (
    <Card aria-labelledby="excursions-title">
      <CardHeader
        titleId="excursions-title"
        title="Excursions"
        description="Jusqu’où chaque opération est allée contre vous (MAE) et pour vous (MFE), en R."
      />
      <div aria-busy={excursions.isFetching} className="p-4">
        <ListState<ExcursionPoint>
          items={points}
          query={excursions}
          icon={Crosshair}
          loadingLabel="Chargement des excursions"
          errorTitle="Les excursions n’ont pas pu être chargées."
          empty={{
            title: 'Aucune excursion mesurée',
            description:
              'Les excursions se mesurent sur les bougies importées, pour les opérations clôturées avec un stop.',
            action: (
              <Link to={paths.importCandles} className={buttonStyles('primary')}>
                <Upload aria-hidden className="size-4" />
                Importer des bougies
              </Link>
            ),
          }}
        >
          {(items) => (
            <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <ExcursionScatter points={items} />
              <div className="flex flex-col gap-2">
                <h3 className="text-xs font-semibold text-fg">Efficacité de sortie</h3>
                <p className="text-xs text-fg-muted">Part de la MFE gardée à la sortie.</p>
                <EfficiencyDistribution bins={bins} />
                {excursions.data?.isComplete === false && (
                  <p className="text-xs text-fg-muted">
                    Les {formatNumber(excursions.data.rows.length, 0)} opérations les plus récentes seulement.
                  </p>
                )}
              </div>
            </div>
          )}
        </ListState>
      </div>
    </Card>
  );
}
