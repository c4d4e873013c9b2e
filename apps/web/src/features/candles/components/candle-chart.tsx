import type { CandleOut } from '@carnet/contract';
import { type CandleTimeframe, type Direction, TIMEFRAME_SECONDS } from '@carnet/domain';
import {
  type AutoscaleInfo,
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  type IChartApi,
  type ISeriesApi,
  LineStyle,
  type SeriesMarker,
  TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef } from 'react';
import { useTheme } from '../../../app/theme/theme-store.ts';
import { formatDate, formatDateTime, formatNumber, userTimeZone } from '../../../lib/format.ts';
import { markerShape, pricePrecision, toChartCandles, widenedRange } from '../utils/candle-data.ts';
import { type ChartMarker, type ChartPriceLine, candleHolding } from '../utils/chart-overlays.ts';
import { type ChartColors, readChartColors } from '../utils/chart-theme.ts';

export type CandleChartProps = {
  candles: readonly CandleOut[];
  timeframe: CandleTimeframe;
  direction: Direction;
  markers: readonly ChartMarker[];
  priceLines: readonly ChartPriceLine[];
  /** What the drawing shows, read out in place of the canvas. */
  description: string;
};

const iso = (time: Time) => new Date(Number(time) * 1000).toISOString();

/** Axis ticks in the user's zone: the hour inside a day, the date at a day's change, the month and year beyond. */
function tickMark(time: Time, type: TickMarkType): string {
  const instant = new Date(Number(time) * 1000);
  const timeZone = userTimeZone();
  switch (type) {
    case TickMarkType.Year:
      return instant.toLocaleDateString('fr-FR', { year: 'numeric', timeZone });
    case TickMarkType.Month:
      return instant.toLocaleDateString('fr-FR', { month: 'short', timeZone });
    case TickMarkType.DayOfMonth:
      return formatDate(instant.toISOString()).slice(0, 5);
    default:
      return instant.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone });
  }
}

function themeOptions(colors: ChartColors) {
  return {
    layout: { background: { color: colors.background }, textColor: colors.text, attributionLogo: true },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderColor: colors.border },
    timeScale: { borderColor: colors.border },
  };
}

function seriesColors(colors: ChartColors) {
  return {
    upColor: colors.gain,
    downColor: colors.loss,
    borderUpColor: colors.gain,
    borderDownColor: colors.loss,
    wickUpColor: colors.gain,
    wickDownColor: colors.loss,
  };
}

/**
 * The candles with the trade drawn on them (docs/rules/candles.md#chart), by TradingView's Lightweight Charts (its
 * logo kept, as its licence asks). Loaded lazily: this module and the library are their own chunk. Colours follow
 * the theme and are applied again when it changes. The canvas is a figure named by `description` (not an image:
 * the library puts its logo's link inside), its points written out beside it.
 */
export function CandleChart({
  candles,
  timeframe,
  direction,
  markers,
  priceLines,
  description,
}: CandleChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const theme = useTheme();
  const data = useMemo(() => toChartCandles(candles), [candles]);
  const precision = useMemo(() => pricePrecision(candles), [candles]);

  useEffect(() => {
    if (container.current === null) return;
    const colors = readChartColors();
    const created = createChart(container.current, {
      autoSize: true,
      ...themeOptions(colors),
      localization: { locale: 'fr-FR', timeFormatter: (time: Time) => formatDateTime(iso(time)) },
      timeScale: { timeVisible: true, tickMarkFormatter: tickMark },
    });
    chart.current = created;
    series.current = created.addSeries(CandlestickSeries, {
      ...seriesColors(colors),
      // The trade's own lines are drawn; the library's last-price line would read as one of them.
      lastValueVisible: false,
      priceLineVisible: false,
    });
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the colours are read again when the theme changes.
  useEffect(() => {
    const colors = readChartColors();
    chart.current?.applyOptions(themeOptions(colors));
    series.current?.applyOptions(seriesColors(colors));
  }, [theme]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers' and lines' colours are read again when the theme changes.
  useEffect(() => {
    const candleSeries = series.current;
    if (candleSeries === null) return;
    const colors = readChartColors();
    const minMove = 10 ** -precision;
    const overlayPrices = [...priceLines, ...markers].map((overlay) => overlay.value);
    candleSeries.applyOptions({
      autoscaleInfoProvider: (candlesOnly: () => AutoscaleInfo | null) => {
        const info = candlesOnly();
        return info === null ? null : { ...info, priceRange: widenedRange(info.priceRange, overlayPrices) };
      },
      priceFormat: {
        type: 'custom',
        minMove,
        formatter: (price: number) => formatNumber(price, precision, precision),
      },
    });
    candleSeries.setData(data.map((candle) => ({ ...candle, time: candle.time as UTCTimestamp })));
    const openTimes = data.map((candle) => candle.time);
    const span = TIMEFRAME_SECONDS[timeframe];
    const placed: SeriesMarker<Time>[] = [];
    for (const point of markers) {
      const time = candleHolding(openTimes, span, point.at);
      if (time === null) continue;
      placed.push({
        time: time as UTCTimestamp,
        price: point.value,
        color: colors[point.tone],
        text: point.label,
        ...markerShape(point, direction),
      });
    }
    const markerPlugin = createSeriesMarkers(candleSeries, placed);
    const lines = priceLines.map((priceLine) =>
      candleSeries.createPriceLine({
        price: priceLine.value,
        color: colors[priceLine.tone],
        lineWidth: 1,
        lineStyle: priceLine.isDashed ? LineStyle.Dashed : LineStyle.Solid,
        axisLabelVisible: true,
        title: priceLine.label,
      }),
    );
    chart.current?.timeScale().fitContent();
    return () => {
      markerPlugin.detach();
      for (const priceLine of lines) candleSeries.removePriceLine(priceLine);
    };
  }, [data, precision, timeframe, markers, priceLines, direction, theme]);

  return (
    <figure aria-label={description} className="m-0">
      <div ref={container} className="h-[22rem] w-full max-sm:h-72" />
    </figure>
  );
}
