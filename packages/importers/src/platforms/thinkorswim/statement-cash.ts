import { Decimal, toDecimalString } from '@carnet/domain';
import type { LocalDateTime } from '../../parsed-file.ts';
import { type NumberStyle, readDecimal } from '../../read-decimal.ts';
import { readUsDateTime } from '../local-time.ts';
import { fileId } from '../row-id.ts';
import { cellOf, type StatementSection } from './statement-sections.ts';

/** A trade row of « Cash Balance »: the fill's order number, its time to the second and its fees. */
export type CashTrade = {
  ref: string;
  side: 'BUY' | 'SELL';
  quantity: string;
  symbol: string;
  price: string;
  time: LocalDateTime;
  fee: Decimal;
  amount: Decimal;
  used: boolean;
};

/** What « Cash Balance » says: its trade rows, whether it holds nothing else, and its TOTAL row's net. */
export type CashBalance = { trades: CashTrade[]; onlyTrades: boolean; statedNet: string | null };

// `KEY: F2 SOLD -100 AMZN @9.65`, `BOT +300 AMZN @9.6399`
const TRADE_DESCRIPTION = /\b(BOT|SOLD)\s+([+-]?[\d,]*\.?\d+)\s+(.+?)\s+@\s*([\d,]*\.?\d+)\s*$/i;

/**
 * The trade rows (`TRD`) of the « Cash Balance » section (docs/import-formats.md#thinkorswim), with the fees the
 * statement books on them (`Misc Fees`, `Commissions & Fees`, negative), and the net its `TOTAL` row states.
 */
export function readCashBalance(section: StatementSection | undefined): CashBalance {
  const trades: CashTrade[] = [];
  let onlyTrades = true;
  let statedNet: string | null = null;
  for (const row of section?.rows ?? []) {
    const cell = cellOf(section?.header ?? [], row);
    if (cell('DESCRIPTION') === 'TOTAL') {
      statedNet = totalNet(cell, section?.numberStyle);
      continue;
    }
    const trade = cell('TYPE') === 'TRD' ? readCashTrade(cell, section?.numberStyle) : null;
    if (trade === null) onlyTrades = false;
    else trades.push(trade);
  }
  return { trades, onlyTrades, statedNet };
}

// The description is text the platform wrote (`SOLD -100 AMZN @9.65`), which no spreadsheet re-writes: its numbers
// keep their points; the cells of amounts follow the file's style.
function readCashTrade(cell: (name: string) => string, style?: NumberStyle): CashTrade | null {
  const description = TRADE_DESCRIPTION.exec(cell('DESCRIPTION'));
  const time = readUsDateTime(`${cell('DATE')} ${cell('TIME')}`);
  const quantity = readDecimal(description?.[2]);
  const price = readDecimal(description?.[4]);
  const fees = [cell('Misc Fees'), cell('Commissions & Fees')].map((fee) => readDecimal(fee || '0', style));
  const amount = readDecimal(cell('AMOUNT'), style);
  if (description === null || time === null || quantity === null || price === null || amount === null)
    return null;
  if (fees.some((fee) => fee === null)) return null;
  return {
    ref: fileId(cell('REF #')),
    side: description[1]?.toUpperCase() === 'BOT' ? 'BUY' : 'SELL',
    quantity: toDecimalString(new Decimal(quantity).abs()),
    symbol: description[3] ?? '',
    price,
    time,
    fee: fees.reduce((total: Decimal, fee) => total.plus(new Decimal(fee ?? 0).abs()), new Decimal(0)),
    amount: new Decimal(amount),
    used: false,
  };
}

/** The TOTAL row's amount less its fees (written as positive totals: `$0.51 `). */
function totalNet(cell: (name: string) => string, style?: NumberStyle): string | null {
  const amount = readDecimal(cell('AMOUNT'), style);
  const fees = [cell('Misc Fees'), cell('Commissions & Fees')].map((fee) => readDecimal(fee || '0', style));
  if (amount === null || fees.some((fee) => fee === null)) return null;
  const net = fees.reduce(
    (total: Decimal, fee) => total.minus(new Decimal(fee ?? 0).abs()),
    new Decimal(amount),
  );
  return toDecimalString(net);
}
