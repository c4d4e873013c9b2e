import type { RecordedPlan, TradeExit } from '@carnet/contract';
import type { Direction, Excursions } from '@carnet/domain';

/** What the chart needs of a trade (docs/rules/candles.md#chart). */
export type ChartTrade = {
  direction: Direction;
  entry_price: string;
  entry_date: string;
  stop_loss_price: string | null;
  close_price: string | null;
  close_date: string | null;
  take_profits: readonly { price: string }[];
  exits: readonly Pick<TradeExit, 'price' | 'executed_at'>[];
  plan: Pick<RecordedPlan, 'stop_loss_price'> | null;
  excursions?: Excursions | null | undefined;
};

/** A colour of the theme, resolved by the chart from the CSS variables (docs/ui.md#themes). */
export type ChartTone = 'accent' | 'gain' | 'loss' | 'warn' | 'muted';

export type MarkerKind = 'entry' | 'exit' | 'mfe' | 'mae';

/** A point of the trade: placed at its exact price, on the candle that holds its instant. */
export type ChartMarker = {
  kind: MarkerKind;
  label: string;
  /** The exact decimal, for the text beside the chart; `value` only places it. */
  price: string;
  value: number;
  at: string;
  tone: ChartTone;
};

export type ChartPriceLine = {
  label: string;
  price: string;
  value: number;
  tone: ChartTone;
  isDashed: boolean;
};

const ENTRY_LABEL = 'Entrée';
const EXIT_LABEL = 'Sortie';
const PLAN_STOP_LABEL = 'Stop du plan';
const CURRENT_STOP_LABEL = 'Stop actuel';
const SAME_STOP_LABEL = 'Stop (plan et actuel)';
const TARGET_LABEL = 'Objectif';

const marker = (
  kind: MarkerKind,
  label: string,
  price: string,
  at: string,
  tone: ChartTone,
): ChartMarker => ({
  kind,
  label,
  price,
  value: Number(price),
  at,
  tone,
});

/** The exits as recorded, else the close itself (a trade closed in one go at its close price and instant). */
function exitPoints(trade: ChartTrade): { price: string; at: string }[] {
  if (trade.exits.length > 0) return trade.exits.map((exit) => ({ price: exit.price, at: exit.executed_at }));
  if (trade.close_price === null || trade.close_date === null) return [];
  return [{ price: trade.close_price, at: trade.close_date }];
}

/**
 * The entry, every exit, and the points of MFE and MAE when the excursions are known, in time order (the chart
 * library wants its markers sorted). Exits are numbered when there are several.
 */
export function tradeMarkers(trade: ChartTrade): ChartMarker[] {
  const exits = exitPoints(trade);
  const markers = [
    marker('entry', ENTRY_LABEL, trade.entry_price, trade.entry_date, 'accent'),
    ...exits.map((exit, index) =>
      marker(
        'exit',
        exits.length > 1 ? `${EXIT_LABEL} ${index + 1}` : EXIT_LABEL,
        exit.price,
        exit.at,
        'warn',
      ),
    ),
  ];
  const excursions = trade.excursions;
  if (excursions !== null && excursions !== undefined) {
    markers.push(marker('mfe', 'MFE', excursions.best_price, excursions.mfe_at, 'gain'));
    markers.push(marker('mae', 'MAE', excursions.worst_price, excursions.mae_at, 'loss'));
  }
  return markers.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

const line = (label: string, price: string, tone: ChartTone, isDashed: boolean): ChartPriceLine => ({
  label,
  price,
  value: Number(price),
  tone,
  isDashed,
});

const sameDecimal = (a: string, b: string) => Number(a) === Number(b) && a.trim() !== '' && b.trim() !== '';

/**
 * The plan's stop and the current stop (one line when they are the same price), and every take profit, numbered
 * from the nearest to the entry.
 */
export function tradePriceLines(trade: ChartTrade): ChartPriceLine[] {
  const planStop = trade.plan?.stop_loss_price ?? null;
  const currentStop = trade.stop_loss_price;
  const stops: ChartPriceLine[] = [];
  if (planStop !== null && currentStop !== null && sameDecimal(planStop, currentStop)) {
    stops.push(line(SAME_STOP_LABEL, currentStop, 'loss', false));
  } else {
    if (planStop !== null) stops.push(line(PLAN_STOP_LABEL, planStop, 'loss', false));
    if (currentStop !== null) stops.push(line(CURRENT_STOP_LABEL, currentStop, 'loss', true));
  }
  const entry = Number(trade.entry_price);
  const targets = [...trade.take_profits]
    .map((target) => target.price)
    .sort((a, b) => Math.abs(Number(a) - entry) - Math.abs(Number(b) - entry))
    .map((price, index, all) =>
      line(all.length > 1 ? `${TARGET_LABEL} ${index + 1}` : TARGET_LABEL, price, 'gain', true),
    );
  return [...stops, ...targets];
}

/**
 * The opening instant (UTC seconds) of the candle that holds `at`: the last candle opened at or before it. Null
 * when `at` is before the first candle or after the last one's span (the marker would land on a wrong candle).
 */
export function candleHolding(openTimes: readonly number[], spanSeconds: number, at: string): number | null {
  const seconds = Math.floor(Date.parse(at) / 1000);
  let low = 0;
  let high = openTimes.length - 1;
  let found: number | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const time = openTimes[middle] as number;
    if (time <= seconds) {
      found = time;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found !== null && seconds < found + spanSeconds ? found : null;
}
