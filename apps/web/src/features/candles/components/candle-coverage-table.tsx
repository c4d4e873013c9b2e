import type { CandleCoverage } from '@carnet/contract';
import { CandlestickChart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ListState } from '../../../components/list-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import {
  StackedBody,
  StackedCell,
  StackedHead,
  StackedRow,
  StackedRowHeader,
  StackedTable,
} from '../../../components/ui/stacked-table.tsx';
import { mapError } from '../../../lib/error-mapper.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { type CandleSeriesKey, useDeleteCandles } from '../api/delete-candles.ts';
import { useCandleCoverage } from '../api/get-candle-coverage.ts';
import { TIMEFRAME_LABELS } from '../utils/timeframe-labels.ts';

const HEADERS = [
  { label: 'Symbole' },
  { label: 'Unité de temps' },
  { label: 'Du' },
  { label: 'Au' },
  { label: 'Bougies', align: 'right' },
  { label: 'Actions', align: 'right' },
] as const;

function CoverageRow({ series, onDelete }: { series: CandleCoverage; onDelete: () => void }) {
  const name = `${series.symbol} ${TIMEFRAME_LABELS[series.timeframe]}`;
  return (
    <StackedRow>
      <StackedRowHeader span={2}>{series.symbol}</StackedRowHeader>
      <StackedCell caption={HEADERS[1].label} span={2}>
        {TIMEFRAME_LABELS[series.timeframe]}
      </StackedCell>
      <StackedCell caption={HEADERS[2].label} span={2} className="num">
        {formatDateTime(series.first)}
      </StackedCell>
      <StackedCell caption={HEADERS[3].label} span={2} className="num">
        {formatDateTime(series.last)}
      </StackedCell>
      <StackedCell caption={HEADERS[4].label} span={2} align="right" className="num">
        {formatNumber(series.count, 0)}
      </StackedCell>
      <StackedCell caption={HEADERS[5].label} span={2} align="right">
        <Button variant="ghost" size="sm" aria-label={`Supprimer les bougies ${name}`} onClick={onDelete}>
          <Trash2 aria-hidden className="size-3.5" />
          Supprimer
        </Button>
      </StackedCell>
    </StackedRow>
  );
}

/**
 * The series stored (docs/rules/candles.md#candles): symbol, timeframe, first and last candle in the user's zone,
 * count, and « Supprimer » after a confirmation. On a phone each series is a card.
 */
export function CandleCoverageTable() {
  const coverage = useCandleCoverage();
  const deleteCandles = useDeleteCandles();
  const [pending, setPending] = useState<CandleSeriesKey | null>(null);

  const confirmDelete = () => {
    if (pending === null) return;
    deleteCandles.mutate(pending, {
      onSuccess: () => {
        toast.success('Bougies supprimées');
        setPending(null);
      },
      onError: (error) => toast.error(mapError(error).message),
    });
  };

  return (
    <>
      <ListState<CandleCoverage>
        items={coverage.data}
        query={coverage}
        icon={CandlestickChart}
        loadingLabel="Chargement des bougies"
        errorTitle="Les bougies n’ont pas pu être chargées."
        empty={{
          title: 'Aucune bougie importée',
          description: 'Importez un fichier ci-dessus pour voir vos opérations sur leur graphique.',
        }}
      >
        {(items) => (
          <StackedTable aria-label="Bougies importées">
            <StackedHead headers={HEADERS} />
            <StackedBody>
              {items.map((series) => (
                <CoverageRow
                  key={`${series.symbol}-${series.timeframe}`}
                  series={series}
                  onDelete={() => setPending({ symbol: series.symbol, timeframe: series.timeframe })}
                />
              ))}
            </StackedBody>
          </StackedTable>
        )}
      </ListState>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        onConfirm={confirmDelete}
        isPending={deleteCandles.isPending}
        message={
          pending === null
            ? undefined
            : `Supprimer toutes les bougies ${pending.symbol} ${TIMEFRAME_LABELS[pending.timeframe]} ? Les excursions des opérations sur ce symbole seront recalculées.`
        }
      />
    </>
  );
}
