import { type ComplianceConfig, type ComplianceResult, evaluateCompliance } from '@carnet/domain';
import type { ChartLevel, ChartSpec } from './chart-image.ts';
import type { DemoSetup } from './demo-setups.ts';
import { demoTags } from './demo-tags.ts';
import { CONFIRMATION_NOTES, REVIEWS } from './demo-texts.ts';
import type { DemoShot, DemoTrade } from './demo-trade.ts';
import { type Instrument, stepsToDecimal, ticksToNumber } from './instruments.ts';
import type { Random } from './seeded-random.ts';
import {
  drawExit,
  drawLevels,
  type ExitKind,
  type TradeExitLevels,
  type TradeLevels,
} from './trade-levels.ts';

/** A demo setup once stored: its id, the rules its trades are scored against and its types' ids. */
export type GeneratorSetup = DemoSetup & {
  id: number;
  compliance: ComplianceConfig;
  typeIds: readonly number[];
};

export type TradeDraw = {
  setup: GeneratorSetup;
  instrument: Instrument;
  entryMs: number;
  /** The instrument's price that day, in ticks. */
  referenceTicks: number;
  /** The account the trade goes to once its compliance is known, and the risk that account imposes. */
  account: (isCompliant: boolean) => { id: number; fixedRiskPct: number | null };
  /** 0 a year ago, 1 today: the trader gets better over the year. */
  experience: number;
  state: 'closed' | 'open' | 'draft';
  withScreenshots: boolean;
  nowMs: number;
};

/** Manual risk percents when the trader does not follow the recommendation. */
const MANUAL_RISK_PCTS = [0.25, 0.5, 0.5, 0.75, 1];

/** One trade as the trader would fill the form, risk following the compliance evaluation (docs/rules/trades.md auto risk). */
export function drawTrade(draw: TradeDraw, random: Random): DemoTrade {
  const { setup, instrument } = draw;
  const price = (ticks: number) => stepsToDecimal(ticks, instrument.priceDecimals);
  const levels = drawLevels(instrument, draw.referenceTicks, random);
  const isDraft = draw.state === 'draft';
  const takeProfits =
    isDraft && random.chance(0.4)
      ? []
      : levels.takeProfits.map((takeProfit) => ({
          price: price(takeProfit.priceTicks),
          quantity_to_sell: stepsToDecimal(takeProfit.sizeSteps, instrument.sizeDecimals),
        }));
  const beMoved = takeProfits.length >= 2 ? random.chance(0.85) : random.chance(0.25);
  const confirmations = setup.compliance.confirmations.map((rule) => {
    const passed = random.chance(rule.mandatory ? 0.88 : 0.7);
    return {
      key: rule.key,
      passed,
      note: passed && random.chance(0.15) ? random.pick(CONFIRMATION_NOTES) : '',
    };
  });
  const evaluation = evaluateCompliance(setup.compliance, {
    confirmations,
    be_moved: beMoved,
    take_profits: takeProfits,
    executed_at: draw.entryMs,
  });
  const followsRecommendation = evaluation.recommended_risk_pct > 0 && random.chance(0.8);
  const account = draw.account(evaluation.is_compliant);
  const body: DemoTrade['body'] = {
    asset_type: instrument.assetType,
    asset_name: instrument.name,
    direction: levels.direction,
    entry_price: price(levels.entryTicks),
    stop_loss_price: price(levels.stopTicks),
    quantity: stepsToDecimal(levels.sizeSteps, instrument.sizeDecimals),
    setup_reason: random.pick(setup.reasons),
    entry_date: new Date(draw.entryMs).toISOString(),
    strategy: setup.id,
    strategy_type: setup.typeIds.length > 0 && random.chance(0.8) ? random.pick(setup.typeIds) : null,
    capital_account: account.id,
    risk_pct:
      account.fixedRiskPct ??
      (followsRecommendation ? evaluation.recommended_risk_pct : random.pick(MANUAL_RISK_PCTS)),
    be_moved: beMoved,
    is_draft: isDraft,
    take_profits: takeProfits,
    initial_confirmations: confirmations,
    tags: demoTags(evaluation, followsRecommendation),
  };
  if (draw.state !== 'closed') return { body, exit: null, review: '', shots: [] };

  const kind = drawExitKind(evaluation, draw.experience, random);
  const exit = drawExit(levels, kind, beMoved, random);
  const holdMs = random.integer(...instrument.holdMinutes) * 60_000;
  return {
    body,
    exit: {
      // A close is never in the future: the last trades of yesterday may be closed a moment ago.
      at: new Date(Math.min(draw.entryMs + holdMs, draw.nowMs - 60_000)),
      closePrice: price(exit.closeTicks),
      reachedTakeProfits: exit.reachedTakeProfits,
    },
    review: random.chance(0.45) ? random.pick(REVIEWS[kind]) : '',
    shots: draw.withScreenshots ? drawShots(draw, levels, exit, random) : [],
  };
}

/** Edge of each grade on the win rate: strong enough that a year of trades shows it on « Analyse ». */
const GRADE_EDGE: Readonly<Record<string, number>> = { 'A+': 0.1, A: 0.05, B: 0, C: -0.05 };
/** Trading outside the setup's window costs: the analysis by timing class should find it. */
const TIMING_EDGE: Record<ComplianceResult['timing_class'], number> = {
  PREFERRED: 0.03,
  SECONDARY: 0,
  OUTSIDE: -0.08,
};

/** Compliant setups win more often, good grades and the preferred window too, and the trader with experience. */
function drawExitKind(evaluation: ComplianceResult, experience: number, random: Random): ExitKind {
  const edge = (GRADE_EDGE[evaluation.grade ?? ''] ?? 0) + TIMING_EDGE[evaluation.timing_class];
  const win = 0.36 + (evaluation.is_compliant ? 0.1 : 0) + edge + 0.08 * experience;
  const flat = 0.08;
  const lost = 1 - win - flat;
  return random.weighted<ExitKind>([
    ['targets', win],
    ['breakeven', flat],
    ['stop', lost * 0.72],
    ['cut', lost * 0.28],
  ]);
}

function drawShots(draw: TradeDraw, levels: TradeLevels, exit: TradeExitLevels, random: Random): DemoShot[] {
  const { instrument, setup } = draw;
  const value = (ticks: number) => ticksToNumber(ticks, instrument);
  const label = (name: string, ticks: number) => `${name} ${stepsToDecimal(ticks, instrument.priceDecimals)}`;
  const plan: ChartLevel[] = [
    { price: value(levels.entryTicks), label: label('Entrée', levels.entryTicks), role: 'entry' },
    { price: value(levels.stopTicks), label: label('Stop', levels.stopTicks), role: 'stop' },
    ...levels.takeProfits.map((takeProfit, index) => ({
      price: value(takeProfit.priceTicks),
      label: label(`TP${index + 1}`, takeProfit.priceTicks),
      role: 'target' as const,
    })),
  ];
  const risk = levels.entryTicks - levels.stopTicks;
  const kinds = random.weighted<readonly DemoShot['kind'][]>([
    [['BEFORE', 'AFTER'], 6],
    [['AFTER'], 2.5],
    [['HTF'], 1.5],
  ]);
  const title = (timeframe: string, moment: string) => `${instrument.name} · ${timeframe} · ${moment}`;
  const charts: Record<DemoShot['kind'], ChartSpec> = {
    BEFORE: {
      title: title(setup.timeframe, 'avant l’entrée'),
      fromPrice: value(levels.entryTicks - 2 * risk),
      toPrice: value(levels.entryTicks),
      levels: plan,
      format: 'png',
    },
    AFTER: {
      title: title(setup.timeframe, 'après la clôture'),
      fromPrice: value(levels.entryTicks),
      toPrice: value(exit.closeTicks),
      levels: [
        ...plan,
        { price: value(exit.closeTicks), label: label('Sortie', exit.closeTicks), role: 'exit' },
      ],
      format: 'png',
    },
    HTF: {
      title: title('H4', 'contexte'),
      fromPrice: value(levels.entryTicks - 6 * risk),
      toPrice: value(levels.entryTicks),
      levels: plan.slice(0, 1),
      format: 'webp',
    },
  };
  return kinds.map((kind) => ({ kind, seed: random.integer(1, 2 ** 31), chart: charts[kind] }));
}
