import { CANDLES_PER_REQUEST_MAX } from '@carnet/contract';
import type { CandleTimeframe } from '@carnet/domain';
import { CandlestickChart } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useCandleCoverage } from '../api/get-candle-coverage.ts';
import { useCandles } from '../api/get-candles.ts';
import { candleWindow, initialTimeframe, symbolCoverage } from '../utils/candle-window.ts';
import { type ChartTrade, tradeMarkers, tradePriceLines } from '../utils/chart-overlays.ts';
import { TIMEFRAME_LABELS } from '../utils/timeframe-labels.ts';
import { CandleExportHelp } from './candle-export-help.tsx';
import { ChartLegend } from './chart-legend.tsx';
import { ExcursionFigures } from './excursion-figures.tsx';
import { candleChartModule } from './lazy-candle-chart.ts';
import { TimeframeSwitch } from './timeframe-switch.tsx';

/** Lightweight Charts' licence asks for TradingView's attribution and a link to its site. */
const ATTRIBUTION_URL = 'https://www.tradingview.com/';

export type TradeChartSectionProps = { trade: ChartTrade & { asset_name: string; status: string } };

function ChartLoading() {
  return (
    <div role="status" aria-busy aria-label="Chargement du graphique">
      <Skeleton className="h-[22rem] max-sm:h-72" />
    </div>
  );
}

/**
 * « Graphique » on the trade page (docs/rules/candles.md#chart): the candles of the trade's symbol around it, its
 * entry, exits, MFE and MAE as markers, its stops and targets as lines, the excursions beside, a switch between
 * the timeframes stored; without candles, how to export them and a link to the import.
 */
export function TradeChartSection({ trade }: TradeChartSectionProps) {
  const coverage = useCandleCoverage();
  const series = useMemo(() => symbolCoverage(coverage.data ?? [], trade.asset_name), [coverage.data, trade]);
  const [chosen, setChosen] = useState<CandleTimeframe | null>(null);
  const timeframe = chosen ?? initialTimeframe(series, trade);
  const symbol = series[0]?.symbol ?? trade.asset_name;
  // Computed once per trade and timeframe: an open trade's window ends « now », which must not move every render.
  const query = useMemo(
    () => (timeframe === null ? null : { symbol, timeframe, ...candleWindow(trade, timeframe) }),
    [symbol, timeframe, trade],
  );
  const candles = useCandles(query);
  const markers = useMemo(() => tradeMarkers(trade), [trade]);
  const priceLines = useMemo(() => tradePriceLines(trade), [trade]);
  const Chart = candleChartModule.useLoaded()?.CandleChart;

  const body = () => {
    if (coverage.isError)
      return (
        <LoadFailure
          icon={CandlestickChart}
          title="Les bougies n’ont pas pu être chargées."
          query={coverage}
        />
      );
    if (coverage.data === undefined) return <ChartLoading />;
    if (timeframe === null) return <CandleExportHelp symbol={trade.asset_name} />;
    if (candles.isError)
      return (
        <LoadFailure
          icon={CandlestickChart}
          title="Les bougies n’ont pas pu être chargées."
          query={candles}
        />
      );
    if (candles.data === undefined || Chart === undefined) return <ChartLoading />;
    if (candles.data.length === 0) {
      return (
        <p className="px-4 py-6 text-sm text-fg-muted">
          Aucune bougie {TIMEFRAME_LABELS[timeframe]} de {symbol} autour de cette opération : choisissez une
          autre unité de temps ou importez les bougies de cette période.
        </p>
      );
    }
    return (
      <div className="flex flex-col gap-2 p-2 sm:p-4">
        <Chart
          candles={candles.data}
          timeframe={timeframe}
          direction={trade.direction}
          markers={markers}
          priceLines={priceLines}
          description={`Graphique en bougies ${TIMEFRAME_LABELS[timeframe]} de ${symbol} : ${formatNumber(candles.data.length, 0)} bougies, avec l’entrée, les sorties, les stops et les objectifs (détaillés sous le graphique).`}
        />
        {candles.data.length >= CANDLES_PER_REQUEST_MAX && (
          <p className="text-xs text-fg-muted">
            Seules les {formatNumber(CANDLES_PER_REQUEST_MAX, 0)} premières bougies sont affichées :
            choisissez une unité de temps plus longue pour voir toute l’opération.
          </p>
        )}
        <a
          href={ATTRIBUTION_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="self-end text-[11px] text-fg-subtle underline-offset-2 hover:underline"
        >
          Graphiques : TradingView Lightweight Charts
        </a>
      </div>
    );
  };

  return (
    <Card aria-labelledby="trade-chart-title">
      <CardHeader
        titleId="trade-chart-title"
        title="Graphique"
        actions={
          timeframe !== null && series.length > 0 ? (
            <TimeframeSwitch
              timeframes={series.map((item) => item.timeframe)}
              value={timeframe}
              onChange={setChosen}
            />
          ) : undefined
        }
      />
      <div className="grid min-w-0 gap-2 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0" aria-busy={candles.isFetching}>
          {body()}
        </div>
        {timeframe !== null && (
          <div className="flex flex-col gap-4 border-border p-4 max-xl:border-t xl:border-l">
            <ExcursionFigures excursions={trade.excursions} isClosed={trade.status === 'CLOSED'} />
            <ChartLegend markers={markers} priceLines={priceLines} />
          </div>
        )}
      </div>
    </Card>
  );
}
