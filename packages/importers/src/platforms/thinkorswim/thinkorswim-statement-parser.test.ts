import { describe, expect, it } from 'vitest';
import { describeWithSharedFixtures } from '../../../../../test/shared-fixtures.ts';
import { fixtureImportFile, textImportFile } from '../../../test/platform-import-files.ts';
import { thinkorswimStatementParser } from './thinkorswim-statement-parser.ts';

// An Account Statement in thinkorswim's layout (docs/import-formats.md#thinkorswim): byte order mark, CRLF, rows
// padded with commas, sections without rows, a TOTAL row with `$` and a trailing space.
const statement = (cash: readonly string[], history: readonly string[]) =>
  [
    '\uFEFFAccount Statement for 00*****XX (example) since 3/4/24 through 3/5/24,,,,,,,,,,,,,,',
    ',,,,,,,,,,,,,,',
    'Cash Balance,,,,,,,,,,,,,,',
    'DATE,TIME,TYPE,REF #,DESCRIPTION,Misc Fees,Commissions & Fees,AMOUNT,BALANCE,,,,,,',
    ...cash,
    ',,,,,,,,,,,,,,',
    'Futures Statements,,,,,,,,,,,,,,',
    'Trade Date,Exec Date,Exec Time,Type,Ref #,Description,Misc Fees,Commissions & Fees,Amount,Balance,,,,,',
    ',,,,,,,,,,,,,,',
    'Account Trade History,,,,,,,,,,,,,,',
    ',Exec Time,Spread,Side,Qty,Pos Effect,Symbol,Exp,Strike,Type,Price,Net Price,Order Type,,',
    ...history,
    ',,,,,,,,,,,,,,',
    'Equities,,,,,,,,,,,,,,',
    'Symbol,Description,Qty,Trade Price,,,,,,,,,,,',
    ',,,,,,,,,,,,,,',
  ].join('\r\n');

const CASH = [
  '3/4/2024,09:31:05,TRD,100001,BOT +200 SPY @510.00,,,"-102,000.00","98,000.00",,,,,,',
  '3/4/2024,10:02:40,TRD,100002,SOLD -150 SPY @511.00,-0.05,,"76,650.00","174,649.95",,,,,,',
  '3/4/2024,10:02:41,TRD,100002,SOLD -50 SPY @511.00,-0.02,,"25,550.00","200,199.93",,,,,,',
  ',,,,TOTAL,$0.07 ,,$200.00 ,"$200,199.93 ",,,,,,',
];
// newest first, as thinkorswim writes it; one order filled in two rows
const HISTORY = [
  ',3/4/2024 10:02,STOCK,SELL,-50,TO CLOSE,SPY,,,ETF,511.00,511.00,LMT,,',
  ',3/4/2024 10:02,STOCK,SELL,-150,TO CLOSE,SPY,,,ETF,511.00,511.00,LMT,,',
  ',3/4/2024 09:31,STOCK,BUY,+200,TO OPEN,SPY,,,ETF,510.00,510.00,LMT,,',
];

describe('thinkorswim Account Statement', () => {
  it('is recognised from its title and its trade history, never its name', () => {
    expect(thinkorswimStatementParser.detect(textImportFile('x.txt', statement(CASH, HISTORY)))).toBe(true);
    expect(thinkorswimStatementParser.detect(textImportFile('AccountStatement.csv', 'Account,Trade\n'))).toBe(
      false,
    );
  });

  it('pairs the history’s fills, with the fees, seconds and order numbers of their cash rows', () => {
    const parsed = thinkorswimStatementParser.parse(textImportFile('a.csv', statement(CASH, HISTORY)));
    expect(parsed.errors).toEqual([]);
    expect(parsed.trades).toEqual([
      expect.objectContaining({
        externalId: '100001',
        assetName: 'SPY',
        direction: 'LONG',
        quantity: '200',
        entryPrice: '510',
        entryTime: '2024-03-04T09:31:05',
        exits: [
          { price: '511', quantity: '150', time: '2024-03-04T10:02:40' },
          { price: '511', quantity: '50', time: '2024-03-04T10:02:41' },
        ],
        fees: '0.07',
        // (511 − 510) × 200 − 0.07
        netPnl: '199.93',
      }),
    ]);
    // the cash is nothing but these trades: its rows and its TOTAL row (200.00 − 0.07) state the net
    expect(parsed.stated).toEqual({ fillCount: 3, rowPnlSum: '199.93', netTotal: '199.93' });
  });

  it('states no cash figure when the cash holds a deposit, or a position stays open', () => {
    const deposit =
      '3/4/2024,08:00:00,DOI,99,CLIENT REQUESTED ELECTRONIC FUNDING RECEIPT,,,"1,000.00","200,000.00",,,,,,';
    const withDeposit = thinkorswimStatementParser.parse(
      textImportFile('a.csv', statement([deposit, ...CASH], HISTORY)),
    );
    expect(withDeposit.stated).toEqual({ fillCount: 3 });
    const open = thinkorswimStatementParser.parse(
      textImportFile('a.csv', statement(CASH.slice(0, 1), HISTORY.slice(2))),
    );
    expect(open.trades.map((t) => t.netPnl)).toEqual([null]);
    expect(open.stated).toEqual({ fillCount: 1 });
  });

  it('reports an option row and a close without its opening; a fill with no cash row gets a hashed id', () => {
    const history = [
      ',3/5/2024 11:00,SINGLE,BUY,+1,TO OPEN,AAPL,15 MAR 24,180,CALL,2.50,2.50,LMT,,',
      ',3/5/2024 10:00,STOCK,SELL,-10,TO CLOSE,MSFT,,,STOCK,400.00,400.00,LMT,,',
      ',3/5/2024 09:45,STOCK,SELL,-10,TO OPEN,AMD,,,STOCK,"1,180.00",180.00,LMT,,',
    ];
    const parsed = thinkorswimStatementParser.parse(textImportFile('a.csv', statement([], history)));
    expect(parsed.errors).toEqual([
      { line: 11, message: 'Ligne illisible : type CALL non lu (actions seulement)' },
      { line: 12, message: 'Clôture sans ouverture dans le fichier' },
    ]);
    expect(parsed.trades).toEqual([
      expect.objectContaining({ assetName: 'AMD', direction: 'SHORT', entryPrice: '1180', fees: '0' }),
    ]);
    expect(parsed.trades[0]?.externalId).toMatch(/^tos-[0-9a-f]{24}$/);
  });
});

// The real statement beside the repository: 2 trades (AMZN short, PYPL long), gross 18.03, fees 0.51, net 17.52;
// its own TOTAL row says 18.05, 2 cents off its rows.
describeWithSharedFixtures('thinkorswim Account Statement (real file)', () => {
  it('reads 2 trades netting 17.52 (fees 0.51), and states the TOTAL row’s 17.54 beside its rows’ 17.52', () => {
    const file = fixtureImportFile('thinkorswim/AccountStatement.csv');
    expect(thinkorswimStatementParser.detect(file)).toBe(true);
    const parsed = thinkorswimStatementParser.parse(file);
    expect(parsed.errors).toEqual([]);
    expect(parsed.trades.map((t) => [t.assetName, t.direction, t.quantity, t.fees, t.netPnl])).toEqual([
      ['AMZN', 'SHORT', '300', '0.1', '2.93'],
      ['PYPL', 'LONG', '900', '0.41', '14.59'],
    ]);
    expect(parsed.stated).toEqual({ fillCount: 11, rowPnlSum: '17.52', netTotal: '17.54' });
  });
});
