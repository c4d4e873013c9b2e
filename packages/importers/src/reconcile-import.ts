import {
  PRICE_CHECK_LISTED_TRADES,
  RECONCILIATION_CHECK_LABELS,
  type Reconciliation,
  type ReconciliationCheck,
  type ReconciliationCheckKey,
} from '@carnet/contract';
import {
  computedGrossPnl,
  Decimal,
  instrumentSpec,
  minorUnitsOf,
  parseDecimal,
  toDecimalString,
} from '@carnet/domain';
import type { ParsedFile, ParsedTrade } from './parsed-file.ts';

/** A trade Carnet built from the file: the parsed trade and the net Carnet keeps for it (null while open). */
export type BuiltTrade = { parsed: ParsedTrade; net: string | null };

type PriceCheckTrade = NonNullable<ReconciliationCheck['trades']>[number];

const decimalOf = (value: string | null | undefined) => parseDecimal(value) ?? new Decimal(0);

function check(key: ReconciliationCheckKey, file: Decimal, carnet: Decimal): ReconciliationCheck {
  return {
    key,
    label: RECONCILIATION_CHECK_LABELS[key],
    file_value: toDecimalString(file),
    carnet_value: toDecimalString(carnet),
    difference: toDecimalString(carnet.minus(file)),
  };
}

/**
 * The file's own figures against the trades Carnet built from it (docs/rules/imports.md#reconciliation): each
 * check the file gives what it needs for, exact decimals; `ok` when every difference is exactly zero.
 */
export function reconcileImport(parsed: ParsedFile, built: readonly BuiltTrade[]): Reconciliation {
  const { stated } = parsed;
  const checks: ReconciliationCheck[] = [];
  const builtNet = built.reduce((sum, trade) => sum.plus(decimalOf(trade.net)), new Decimal(0));
  if (stated.rowPnlSum !== undefined) {
    checks.push(check('ROW_PNL_SUM', decimalOf(stated.rowPnlSum), builtNet));
  }
  if (stated.netTotal !== undefined) {
    checks.push(check('STATED_TOTAL', decimalOf(stated.netTotal), builtNet));
  }
  const prices = priceCheck(built);
  if (prices !== null) checks.push(prices);
  if (stated.fillCount !== undefined) {
    const used = new Set(built.flatMap((trade) => trade.parsed.fillKeys ?? []));
    checks.push(check('FILLS', new Decimal(stated.fillCount), new Decimal(used.size + parsed.errors.length)));
  }
  return { ok: checks.every((one) => one.difference === '0'), checks };
}

/** A closed trade's gross from its prices and its contract, with its currency's minor unit; null if unknown. */
function grossFromPrices(trade: ParsedTrade): { gross: Decimal; minorUnit: Decimal } | null {
  const spec = instrumentSpec(trade.assetName, null, 'USD');
  if (spec === null || spec.asset_type !== 'FUTURES' || trade.exits.length === 0) return null;
  const decimals = minorUnitsOf(spec.quote_currency);
  const computed = computedGrossPnl(
    { direction: trade.direction, entry_price: trade.entryPrice, exits: trade.exits },
    spec,
    spec.quote_currency,
  );
  if (!computed.ok || decimals === null) return null;
  return { gross: new Decimal(computed.gross_pnl), minorUnit: new Decimal(10).pow(-decimals) };
}

/**
 * PRICE_CHECK: the closed futures trades whose file states a gross, against prices × the contract's point value;
 * `difference` counts the trades that differ by more than one minor unit (the first ones listed). Null when no
 * trade can be checked.
 */
function priceCheck(built: readonly BuiltTrade[]): ReconciliationCheck | null {
  let file = new Decimal(0);
  let carnet = new Decimal(0);
  let checked = 0;
  const differing: PriceCheckTrade[] = [];
  let differingCount = 0;
  for (const { parsed, net } of built) {
    const stated = parseDecimal(parsed.statedGross);
    const priced = net === null || stated === null ? null : grossFromPrices(parsed);
    if (priced === null || stated === null) continue;
    checked += 1;
    file = file.plus(stated);
    carnet = carnet.plus(priced.gross);
    if (priced.gross.minus(stated).abs().lte(priced.minorUnit)) continue;
    differingCount += 1;
    if (differing.length < PRICE_CHECK_LISTED_TRADES) {
      differing.push({
        line: parsed.line,
        asset_name: parsed.assetName,
        file_value: toDecimalString(stated),
        carnet_value: toDecimalString(priced.gross),
      });
    }
  }
  if (checked === 0) return null;
  return {
    ...check('PRICE_CHECK', file, carnet),
    difference: String(differingCount),
    trades: differing,
  };
}
