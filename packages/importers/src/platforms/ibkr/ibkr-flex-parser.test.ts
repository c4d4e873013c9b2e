import { describe, expect, it } from 'vitest';
import { describeWithSharedFixtures } from '../../../../../test/shared-fixtures.ts';
import { fixtureImportFile, textImportFile } from '../../../test/platform-import-files.ts';
import { ibkrFlexParser } from './ibkr-flex-parser.ts';

const oneBuy = () => fixtureImportFile('ibkr/testIBFlexStatementFile10.xml');
const twoAccounts = () => fixtureImportFile('ibkr/testIBFlexStatementFile26.xml');

/** A Flex answer written by the test in the layout of the real files (only the attributes the reader uses). */
function flex(...trades: string[]): string {
  const rows = trades.map((t) => `<Trade accountId="U1" levelOfDetail="EXECUTION" multiplier="1" ${t} />`);
  return `<FlexQueryResponse queryName="Q" type="AF">\n<FlexStatements count="1">\n<FlexStatement accountId="U1">\n<Trades>\n${rows.join('\n')}\n</Trades>\n</FlexStatement>\n</FlexStatements>\n</FlexQueryResponse>\n`;
}

describeWithSharedFixtures('IBKR Flex XML, the real files', () => {
  it('is recognised from its root element', () => {
    expect(ibkrFlexParser.detect(oneBuy())).toBe(true);
    expect(ibkrFlexParser.detect(twoAccounts())).toBe(true);
    expect(ibkrFlexParser.detect(textImportFile('x.xml', '<?xml version="1.0"?><Statement/>'))).toBe(false);
  });

  it('file 10: the stock buy is one open trade with its commission; the EUR.USD conversion is no trade', () => {
    const parsed = ibkrFlexParser.parse(oneBuy());
    expect(parsed).toMatchObject({ platform: 'IBKR_FLEX', errors: [] });
    expect(parsed.trades).toEqual([
      {
        line: 6,
        externalId: '116815359',
        assetName: 'UPST',
        assetType: 'STOCK',
        direction: 'LONG',
        quantity: '10',
        entryPrice: '14.05',
        // dateTime="20221221;180504", no offset in the file
        entryTime: '2022-12-21T18:05:04',
        stopLossPrice: null,
        takeProfitPrice: null,
        exits: [],
        // ibCommission="-0.33125725"
        fees: '0.33125725',
        swap: '0',
        netPnl: null,
        fillKeys: ['6#116815359'],
      },
    ]);
    // One fill read (the conversion is no fill), one used.
    expect(parsed.stated).toEqual({ fillCount: 1 });
  });

  it('file 26: the closing sell of NET without its opening is an error line; dividends are ignored', () => {
    const parsed = ibkrFlexParser.parse(twoAccounts());
    expect(parsed.trades).toEqual([]);
    expect(parsed.errors).toEqual([{ line: 5, message: 'Clôture sans ouverture dans le fichier' }]);
    // The one fill read is the one reported.
    expect(parsed.stated).toEqual({ fillCount: 1 });
  });
});

describe('IBKR Flex XML written by the test', () => {
  it('pairs a short by signed quantity, per account: sell 5 at 20, buy 5 at 18 → +10 − 2 × 1.25 = 7.5', () => {
    const parsed = ibkrFlexParser.parse(
      textImportFile(
        'f.xml',
        flex(
          'tradeID="1" assetCategory="STK" symbol="XYZ" dateTime="20250102;100000" quantity="-5" tradePrice="20" ibCommission="-1.25" openCloseIndicator="O"',
          'tradeID="2" assetCategory="STK" symbol="XYZ" dateTime="20250102;110000" quantity="5" tradePrice="18" ibCommission="-1.25" openCloseIndicator="C"',
        ),
      ),
    );
    expect(parsed.trades.map((t) => [t.direction, t.quantity, t.fees, t.netPnl, t.exits.length])).toEqual([
      ['SHORT', '5', '2.5', '7.5', 1],
    ]);
  });

  it('futures use the multiplier: ES 2 lots 5000 → 5010 at 50 → 1000 − 4 × 2.25 = 991', () => {
    const row = (id: string, qty: string, price: string, time: string) =>
      `tradeID="${id}" assetCategory="FUT" symbol="ESZ5" dateTime="20251103;${time}" quantity="${qty}" tradePrice="${price}" ibCommission="-4.5"`;
    const text = flex(row('7', '2', '5000', '153000'), row('8', '-2', '5010', '154500')).replaceAll(
      'multiplier="1"',
      'multiplier="50"',
    );
    const [trade] = ibkrFlexParser.parse(textImportFile('f.xml', text)).trades;
    expect(trade).toMatchObject({ assetType: 'FUTURES', fees: '9', netPnl: '991' });
  });

  it('an execution with an unreadable price is an error line, the others are read', () => {
    const parsed = ibkrFlexParser.parse(
      textImportFile(
        'f.xml',
        flex(
          'tradeID="1" assetCategory="STK" symbol="A" dateTime="20250102;100000" quantity="1" tradePrice="x" ibCommission="0"',
          'tradeID="2" assetCategory="STK" symbol="B" dateTime="20250102;100000" quantity="1" tradePrice="3" ibCommission="0"',
        ),
      ),
    );
    expect(parsed.errors).toEqual([{ line: 5, message: 'Ligne illisible : prix illisible' }]);
    expect(parsed.trades.map((t) => t.assetName)).toEqual(['B']);
  });

  it('a truncated file is a format error in French', () => {
    const damaged = textImportFile(
      'f.xml',
      '<FlexQueryResponse queryName="Q"><FlexStatements><FlexStatement>',
    );
    expect(ibkrFlexParser.detect(damaged)).toBe(true);
    expect(() => ibkrFlexParser.parse(damaged)).toThrow(/^Format non reconnu : Flex Query XML/);
  });
});
