import type { TradeCreate } from '@carnet/contract';
import type { ChartSpec } from './chart-image.ts';
import type { TRADE_SHOT_CAPTIONS } from './demo-texts.ts';

/** How a demo trade was closed: when, at what price, which targets (by position) were reached. */
export type DemoExit = { at: Date; closePrice: string; reachedTakeProfits: readonly number[] };

export type DemoShot = { kind: keyof typeof TRADE_SHOT_CAPTIONS; chart: ChartSpec; seed: number };

/**
 * A trade as the demo trader entered it: the body the trade form would send (POST /api/v1/trades/), then its
 * close (null while open), the review written once closed, and the screenshots attached.
 */
export type DemoTrade = {
  body: TradeCreate & { entry_date: string; capital_account: number };
  exit: DemoExit | null;
  review: string;
  shots: readonly DemoShot[];
};
