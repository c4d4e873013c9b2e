import { type AssetType, IMPORT_MESSAGES } from '@carnet/contract';
import { Decimal, type Fill } from '@carnet/domain';
import {
  type ImportFile,
  ImportFormatError,
  type ParsedFile,
  type ParseError,
  type PlatformParser,
} from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { byFillId } from '../fill-order.ts';
import { parsedFileOfFills } from '../fill-trades.ts';
import { localDateTime } from '../local-time.ts';
import { fileId } from '../row-id.ts';
import { ROW_PROBLEMS } from '../row-problems.ts';
import { type FlexTrade, flexTrades, isFlexQuery } from './flex-xml.ts';

const EXPECTED = 'Flex Query XML d’Interactive Brokers (document XML illisible)';

// IBKR asset categories Carnet knows; CASH rows are currency conversions, never trades (docs/rules/imports.md).
const ASSET_TYPES: Readonly<Record<string, AssetType>> = {
  STK: 'STOCK',
  FUT: 'FUTURES',
  CFD: 'CFD',
  CRYPTO: 'CRYPTO',
};

/** `20221221;180504`, `20221221 180504`, `2022-12-21;18:05:04` or a date alone. */
const FLEX_DATE_TIME = /^(\d{4})-?(\d{2})-?(\d{2})(?:[;, T](\d{2}):?(\d{2}):?(\d{2}))?$/;

/**
 * Interactive Brokers Flex Query of trades (XML, FORMATS.md): `<Trade>` executions with a signed quantity and a
 * negative commission, paired FIFO per account and symbol. `openCloseIndicator` C marks a close: one whose opening
 * is not in the file is an error line, not an invented trade.
 */
export const ibkrFlexParser = {
  platform: 'IBKR_FLEX',
  detect: (file: ImportFile) => isFlexQuery(file.text()),
  parse(file: ImportFile): ParsedFile {
    const trades = flexTrades(file.text());
    if (trades === null) throw new ImportFormatError(IMPORT_MESSAGES.unknownFormat(EXPECTED));
    const errors: ParseError[] = [];
    const fills: Fill[] = [];
    const multipliers = new Map<string, Decimal>();
    const assetTypes = new Map<string, AssetType | null>();
    for (const trade of trades.filter(isExecutionOfASecurity)) {
      const fill = fillOf(trade);
      if (typeof fill === 'string') {
        errors.push({ line: trade.line, message: IMPORT_MESSAGES.unreadableRow(fill) });
        continue;
      }
      fills.push(fill);
      const multiplier = readDecimal(trade.attributes.multiplier);
      multipliers.set(fill.symbol, new Decimal(multiplier !== null && multiplier !== '0' ? multiplier : '1'));
      assetTypes.set(fill.symbol, ASSET_TYPES[trade.attributes.assetCategory ?? ''] ?? null);
    }
    return parsedFileOfFills(byFillId(fills), errors, {
      platform: 'IBKR_FLEX',
      assetTypeOf: (symbol) => assetTypes.get(symbol) ?? null,
      pointValueOf: (symbol) => multipliers.get(symbol) ?? new Decimal(1),
      timeZoneHint: null,
    });
  },
} satisfies PlatformParser;

/** Executions only (a query may add order and summary levels of the same fills), and never a currency conversion. */
function isExecutionOfASecurity(trade: FlexTrade): boolean {
  const level = trade.attributes.levelOfDetail;
  return (level === undefined || level === 'EXECUTION') && trade.attributes.assetCategory !== 'CASH';
}

function fillOf({ line, attributes }: FlexTrade): Fill | string {
  const symbol = attributes.symbol?.trim() ?? '';
  if (symbol === '') return ROW_PROBLEMS.symbol;
  const quantity = readDecimal(attributes.quantity);
  if (quantity === null || quantity === '0') return ROW_PROBLEMS.quantity;
  const price = readDecimal(attributes.tradePrice);
  if (price === null) return ROW_PROBLEMS.price;
  const time = readFlexDateTime(attributes.dateTime ?? attributes.tradeDate ?? '');
  if (time === null) return ROW_PROBLEMS.time;
  const commission = readDecimal(attributes.ibCommission || '0');
  const taxes = readDecimal(attributes.taxes || '0');
  if (commission === null || taxes === null) return ROW_PROBLEMS.money;
  // Commissions and taxes are written negative (money paid); a rebate (positive) lowers the fees, never below 0.
  const fee = Decimal.max(new Decimal(commission).plus(taxes).negated(), 0);
  const signed = new Decimal(quantity);
  return {
    id: fileId(attributes.tradeID || attributes.transactionID),
    line,
    account: attributes.accountId ?? '',
    symbol,
    side: signed.isNegative() ? 'SELL' : 'BUY',
    quantity: signed.abs(),
    price: new Decimal(price),
    time,
    fee,
    effect: effectOf(attributes.openCloseIndicator),
  };
}

/** O opens, C closes; `C;O` (a reversal) and an empty indicator leave it to FIFO. */
function effectOf(indicator: string | undefined): Fill['effect'] {
  if (indicator === 'O') return 'OPEN';
  if (indicator === 'C') return 'CLOSE';
  return null;
}

function readFlexDateTime(raw: string): string | null {
  const m = FLEX_DATE_TIME.exec(raw.trim());
  if (!m) return null;
  const [, year = '', month = '', day = '', hour = '0', minute = '0', second = '0'] = m;
  return localDateTime(year, month, day, hour, minute, second);
}
