import { type Decimal, parseDecimal, toDecimalString, toRoundedNumber } from '../decimal.ts';
import type { DecimalInput, Direction, Outcome } from '../types.ts';
import { outcomeOf, R_DECIMALS } from './outcome.ts';
import { type Exit, pnlUnits, rMultiple } from './realized-r.ts';

// docs/rules/trades.md: R, outcome and money of a trade computed from what actually left the position (its exits), and its
// money as the broker reports it. Everything is decimal; a null input gives a null figure, never a guess.

/** An exit as stored: a quantity that left the position at a price. */
export type StoredExit = { price: DecimalInput; quantity: DecimalInput };

/** The position an exit list closes: direction, entry, stop (null: unknown, e.g. an import without one), size. */
export type Position = {
  direction: Direction;
  entry_price: DecimalInput;
  stop_loss_price: DecimalInput | null;
  quantity: DecimalInput;
};

function parsedExits(exits: readonly StoredExit[]): Exit[] | null {
  const parsed: Exit[] = [];
  for (const exit of exits) {
    const price = parseDecimal(exit.price);
    const quantity = parseDecimal(exit.quantity);
    if (!price || !quantity) return null;
    parsed.push({ price, quantity });
  }
  return parsed;
}

/** Σ q × (exit − entry) × dir over the exits, in price units; null when a number does not parse. */
export function exitsPnlUnits(position: Position, exits: readonly StoredExit[]): Decimal | null {
  const entry = parseDecimal(position.entry_price);
  const parsed = parsedExits(exits);
  if (!entry || !parsed) return null;
  return pnlUnits(position.direction, entry, parsed);
}

/** Realized R of the exits (the §6.1 formula with exits); null on an unknown stop or zero risk. */
export function exitsR(position: Position, exits: readonly StoredExit[]): number | null {
  const entry = parseDecimal(position.entry_price);
  const stop = parseDecimal(position.stop_loss_price);
  const quantity = parseDecimal(position.quantity);
  const pnl = exitsPnlUnits(position, exits);
  if (!entry || !stop || !quantity || pnl === null) return null;
  return rMultiple(pnl, quantity, entry, stop);
}

/** Outcome of a closed trade: from its R when known, else from its net money (> 0 win, < 0 loss, else break-even). */
export function tradeOutcome(realizedRr: number | null, net: DecimalInput | null): Outcome | null {
  if (realizedRr !== null) return outcomeOf(realizedRr);
  const money = parseDecimal(net);
  if (money === null) return null;
  if (money.isZero()) return 'BREAKEVEN';
  return money.isPositive() ? 'WIN' : 'LOSS';
}

/** What a close or an edit says about money: fees ≥ 0, a signed swap, and the net the broker reported if any. */
export type MoneyInput = {
  /** realized_rr × risk_amount, or null when either is unknown. */
  estimated_gross: DecimalInput | null;
  /** The gross worked out from the exits and the instrument's specification, when Carnet can specify it. */
  computed_gross?: DecimalInput | null;
  fees: DecimalInput;
  swap: DecimalInput;
  reported_net: DecimalInput | null;
};

export type TradeMoney = {
  gross_pnl: string | null;
  pnl_amount: string | null;
  pnl_source: 'ESTIMATED' | 'COMPUTED' | 'REPORTED';
};

/**
 * net = gross − fees + swap (docs/rules/money.md#sources). A reported net is the truth and the gross is derived
 * from it; otherwise the gross computed from the exits and the instrument, else the estimate from R, and the net
 * follows. An unknown estimate leaves both unknown.
 */
export function tradeMoney(input: MoneyInput): TradeMoney {
  const fees = parseDecimal(input.fees);
  const swap = parseDecimal(input.swap);
  if (!fees || !swap) return { gross_pnl: null, pnl_amount: null, pnl_source: 'ESTIMATED' };
  const reported = parseDecimal(input.reported_net);
  if (reported !== null) {
    return {
      gross_pnl: toDecimalString(reported.plus(fees).minus(swap)),
      pnl_amount: toDecimalString(reported),
      pnl_source: 'REPORTED',
    };
  }
  const computed = parseDecimal(input.computed_gross ?? null);
  const gross = computed ?? parseDecimal(input.estimated_gross);
  if (gross === null) return { gross_pnl: null, pnl_amount: null, pnl_source: 'ESTIMATED' };
  return {
    gross_pnl: toDecimalString(gross),
    pnl_amount: toDecimalString(gross.minus(fees).plus(swap)),
    pnl_source: computed === null ? 'ESTIMATED' : 'COMPUTED',
  };
}

/** The plan a management R is measured against: entry, stop and size as recorded at entry. */
export type PlannedRisk = {
  entry_price: DecimalInput;
  stop_loss_price: DecimalInput | null;
  quantity: DecimalInput;
};

/**
 * The risk a trade's plan recorded, in price units × quantity: quantity × |entry − stop|. Null without a plan stop
 * or when the plan risks nothing (its R is then unknown). The analysis sums against it: `trades.plan_risk` stores it.
 */
export function plannedRisk(plan: PlannedRisk): Decimal | null {
  const entry = parseDecimal(plan.entry_price);
  const stop = parseDecimal(plan.stop_loss_price);
  const quantity = parseDecimal(plan.quantity);
  if (!entry || !stop || !quantity) return null;
  const risk = quantity.times(entry.minus(stop).abs());
  return risk.isZero() ? null : risk;
}

/**
 * management_r = realized R − the R the same exits show against the plan's risk (its entry, stop and size): what
 * moving the stop or resizing after entry did. Null when either R is unknown.
 */
export function managementR(
  position: Position,
  exits: readonly StoredExit[],
  realizedRr: number | null,
  plan: PlannedRisk,
): number | null {
  const realized = parseDecimal(realizedRr);
  const pnl = exitsPnlUnits(position, exits);
  const risk = plannedRisk(plan);
  if (!realized || pnl === null || risk === null) return null;
  return toRoundedNumber(realized.minus(pnl.dividedBy(risk)), R_DECIMALS);
}
