import type { RecordedPlan } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { type ImportFile, ImportFormatError, type ParsedJournal } from '../../parsed-file.ts';
import { carnetTradesParser } from './carnet-trades-parser.ts';
import { TRADES_CSV_HEADER } from './trades-csv-format.ts';

const fileOf = (text: string): ImportFile => ({
  name: 'trades.csv',
  bytes: Buffer.from(text, 'utf8'),
  text: () => text,
});

type Cells = Partial<Record<(typeof TRADES_CSV_HEADER)[number], string>>;

/** What the export writes in the journal cells of a trade typed without any of it. */
const BARE_JOURNAL: Cells = {
  tags: '[]',
  plan_is_retroactive: 'false',
  be_moved: 'false',
  is_compliant: 'false',
  is_draft: 'false',
  non_compliance_reasons: '[]',
  confirmations: '[]',
};

/** Cells as CSV, quoted as RFC 4180 says when they hold a comma or a quote. */
const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => (/[,"]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');

/** A row of the export: the given cells, the others empty. */
function row(cells: Cells): string {
  return csvLine(TRADES_CSV_HEADER.map((column) => ({ ...BARE_JOURNAL, ...cells })[column] ?? ''));
}

const HEADER = TRADES_CSV_HEADER.join(',');

/** The header of the first layout, written out as files of that time have it. */
const FIRST_LAYOUT_HEADER =
  'external_id,asset_type,asset_name,direction,status,entry_date,entry_price,quantity,stop_loss_price,' +
  'take_profits,exits,close_date,close_price,fees,swap,gross_pnl,pnl_amount,pnl_source,realized_rr,planned_rr,' +
  'outcome,risk_pct,risk_amount,capital_account,configuration,setup_reason,post_trade_review,tags,plan,' +
  'plan_is_retroactive,be_moved,is_compliant,grade,timing_class,is_draft';

const SHORT_CLOSED = {
  external_id: "'-TICKET-7",
  asset_type: 'FOREX',
  asset_name: 'EURUSD',
  direction: 'SHORT',
  status: 'CLOSED',
  entry_date: '2026-03-29T00:30:00.000Z',
  entry_price: '1.1',
  quantity: '10000',
  take_profits: '1.09@5000@1|1.08@5000@0',
  exits: '1.09@5000@2026-03-29T01:00:00.000Z|1.095@5000@2026-03-29T02:15:30.000Z',
  fees: '2',
  swap: '-0.35',
  pnl_amount: '72.65',
  pnl_source: 'REPORTED',
};

/** The journal part of a row that holds none beyond its targets. */
const bareJournal = (cells: Partial<ParsedJournal>): ParsedJournal => ({
  take_profits: [],
  setup_reason: '',
  post_trade_review: '',
  tags: [],
  plan: null,
  plan_is_retroactive: false,
  risk_pct: null,
  risk_amount: null,
  planned_rr: null,
  be_moved: false,
  is_draft: false,
  is_compliant: false,
  score_pct: null,
  grade: null,
  recommended_risk_pct: null,
  timing_class: null,
  non_compliance_reasons: [],
  confirmations: [],
  pnl_source: null,
  gross_pnl: null,
  configuration: null,
  configuration_type: null,
  ...cells,
});

describe('the CARNET_TRADES reader', () => {
  it('recognises the header of every layout it wrote, and nothing else', () => {
    expect(carnetTradesParser.detect(fileOf(`\uFEFF${HEADER}\r\n`))).toBe(true);
    expect(carnetTradesParser.detect(fileOf(`${FIRST_LAYOUT_HEADER}\r\n`))).toBe(true);
    expect(carnetTradesParser.detect(fileOf(`${FIRST_LAYOUT_HEADER},configuration_type\r\n`))).toBe(false);
    expect(carnetTradesParser.detect(fileOf(`${HEADER},extra\r\n`))).toBe(false);
    expect(carnetTradesParser.detect(fileOf('symbol,qty,price\r\n'))).toBe(false);
    expect(() => carnetTradesParser.parse(fileOf('symbol,qty\r\n'))).toThrow(ImportFormatError);
  });

  it('reads a closed SHORT in UTC wall-clock times, its exits, money, targets and neutralised id', async () => {
    const parsed = await carnetTradesParser.parse(fileOf(`${HEADER}\r\n${row(SHORT_CLOSED)}\r\n`));
    expect(parsed).toMatchObject({ platform: 'CARNET_TRADES', timeZoneHint: 'UTC', errors: [] });
    expect(parsed.trades).toEqual([
      {
        line: 2,
        externalId: '-TICKET-7',
        assetName: 'EURUSD',
        assetType: 'FOREX',
        direction: 'SHORT',
        quantity: '10000',
        entryPrice: '1.1',
        entryTime: '2026-03-29T00:30:00',
        stopLossPrice: null,
        lastStopPrice: null,
        takeProfitPrice: '1.09',
        exits: [
          { price: '1.09', quantity: '5000', time: '2026-03-29T01:00:00' },
          { price: '1.095', quantity: '5000', time: '2026-03-29T02:15:30' },
        ],
        fees: '2',
        swap: '-0.35',
        netPnl: '72.65',
        journal: bareJournal({
          take_profits: [
            { price: '1.09', quantity_to_sell: '5000', is_hit: true },
            { price: '1.08', quantity_to_sell: '5000', is_hit: false },
          ],
          pnl_source: 'REPORTED',
        }),
      },
    ]);
  });

  it('keeps an open trade open, closes a trade saved without exits at its close, and reports bad rows', async () => {
    const open = row({
      ...SHORT_CLOSED,
      status: 'OPEN',
      exits: '',
      pnl_amount: '',
      pnl_source: '',
      external_id: 'CARNET-2',
    });
    const legacy = row({
      ...SHORT_CLOSED,
      external_id: 'CARNET-3',
      exits: '',
      close_price: '1.095',
      close_date: '2026-03-29T03:00:00.000Z',
    });
    const broken = row({
      ...SHORT_CLOSED,
      external_id: 'CARNET-4',
      exits: '1.09@x@2026-03-29T01:00:00.000Z',
    });
    const parsed = await carnetTradesParser.parse(fileOf([HEADER, open, legacy, broken, ''].join('\r\n')));
    expect(parsed.trades.map((trade) => [trade.externalId, trade.exits, trade.netPnl])).toEqual([
      ['CARNET-2', [], null],
      ['CARNET-3', [{ price: '1.095', quantity: '10000', time: '2026-03-29T03:00:00' }], '72.65'],
    ]);
    expect(parsed.errors).toEqual([{ line: 4, message: 'Ligne illisible : quantité illisible' }]);
  });

  it('reads the journal part of a file in the first layout, the later columns as empty', async () => {
    const plan: RecordedPlan = {
      recorded_at: '2026-03-29T01:00:00.000Z',
      direction: 'SHORT',
      entry_price: '1.1',
      stop_loss_price: '1.105',
      quantity: '10000',
      take_profits: [{ price: '1.09', quantity_to_sell: '5000' }],
      risk_pct: 1,
      risk_amount: '100',
      planned_rr: 1,
      score_pct: 75,
      grade: 'A',
      timing_class: 'PREFERRED',
      is_compliant: true,
      confirmations: [{ key: 'HTF_ZONE', passed: true }],
    };
    // The 35 cells in the first layout's order.
    const line = csvLine([
      'CARNET-9',
      'FOREX',
      'EURUSD',
      'SHORT',
      'CLOSED',
      '2026-03-29T00:30:00.000Z',
      '1.1',
      '10000',
      '1.105',
      '1.09@5000@1',
      '1.09@5000@2026-03-29T01:00:00.000Z|1.1@5000@2026-03-29T02:15:30.250Z',
      '2026-03-29T02:15:30.250Z',
      '1.1',
      '0',
      '0',
      '50',
      '50',
      'ESTIMATED',
      '0.5',
      '1',
      'WIN',
      '1',
      '100',
      'Compte',
      'Cassure de range',
      "'=Cassure",
      '',
      '["a,b \\"guillemets\\"","\'=1+1"]',
      JSON.stringify(plan),
      'true',
      'true',
      'true',
      'A',
      'PREFERRED',
      'true',
    ]);
    const parsed = await carnetTradesParser.parse(fileOf(`${FIRST_LAYOUT_HEADER}\r\n${line}\r\n`));
    expect(parsed.errors).toEqual([]);
    const [trade] = parsed.trades;
    expect(trade?.exits.at(-1)?.time).toBe('2026-03-29T02:15:30.250');
    // ESTIMATED: the net follows from the recorded gross, so none is read as reported.
    expect(trade?.netPnl).toBeNull();
    expect(trade?.journal).toEqual(
      bareJournal({
        take_profits: [{ price: '1.09', quantity_to_sell: '5000', is_hit: true }],
        setup_reason: '=Cassure',
        tags: ['a,b "guillemets"', "'=1+1"],
        plan,
        plan_is_retroactive: true,
        risk_pct: 1,
        risk_amount: '100',
        planned_rr: 1,
        be_moved: true,
        is_compliant: true,
        grade: 'A',
        timing_class: 'PREFERRED',
        is_draft: true,
        pnl_source: 'ESTIMATED',
        gross_pnl: '50',
        configuration: 'Cassure de range',
      }),
    );
  });

  it('refuses a row whose journal cells the database could not store, and reads the rest', async () => {
    const nul = row({ ...SHORT_CLOSED, external_id: 'CARNET-5', setup_reason: 'a\u0000b' });
    const tags = row({ ...SHORT_CLOSED, external_id: 'CARNET-6', tags: '["a",' });
    const flag = row({ ...SHORT_CLOSED, external_id: 'CARNET-7', is_draft: 'oui' });
    const checklist = row({
      ...SHORT_CLOSED,
      external_id: 'CARNET-8',
      confirmations: JSON.stringify([{ key: 'K', label: 'L', level: 'XX', mandatory: true, weight: 1 }]),
    });
    const good = row({ ...SHORT_CLOSED, external_id: 'CARNET-9', grade: 'B' });
    const parsed = await carnetTradesParser.parse(
      fileOf([HEADER, nul, tags, flag, checklist, good].join('\r\n')),
    );
    expect(parsed.trades.map((trade) => [trade.externalId, trade.journal?.grade])).toEqual([
      ['CARNET-9', 'B'],
    ]);
    expect(parsed.errors.map(({ line, message }) => [line, message])).toEqual([
      [2, 'Ligne illisible : colonne setup_reason illisible'],
      [3, 'Ligne illisible : colonne tags illisible'],
      [4, 'Ligne illisible : colonne is_draft illisible'],
      [5, 'Ligne illisible : colonne confirmations illisible'],
    ]);
  });
});

describe('trades.csv rows whose id was emptied (docs/rules/imports.md#identity)', () => {
  it('are known by their values, equal rows by their rank: an empty id is no identity', async () => {
    const bare = { ...SHORT_CLOSED, external_id: '' };
    const text = [HEADER, row(bare), row(bare), row({ ...bare, entry_price: '1.2' })].join('\n');
    const { trades } = await carnetTradesParser.parse(fileOf(text));
    const ids = trades.map((trade) => trade.externalId);
    const [first, second, third] = ids;
    expect(first).toMatch(/^CARNET-[0-9a-f]{24}$/);
    expect([second, new Set(ids).size]).toEqual([`${first}-2`, 3]);
    expect(third).toMatch(/^CARNET-[0-9a-f]{24}$/);
  });
});

describe('trades.csv layouts and copies', () => {
  it('reads the last stop of the newest layout, and a layout without it as none', async () => {
    const newest = await carnetTradesParser.parse(
      fileOf([HEADER, row({ ...SHORT_CLOSED, last_stop_price: '1.0875' })].join('\n')),
    );
    expect(newest.trades[0]).toMatchObject({ stopLossPrice: null, lastStopPrice: '1.0875' });
    const before = TRADES_CSV_HEADER.slice(0, TRADES_CSV_HEADER.indexOf('last_stop_price'));
    const cells = row(SHORT_CLOSED).split(',').slice(0, before.length);
    const older = await carnetTradesParser.parse(fileOf([before.join(','), cells.join(',')].join('\n')));
    expect(older.trades[0]).toMatchObject({ externalId: '-TICKET-7', lastStopPrice: null });
  });

  it('recognises a copy whose spreadsheet added empty columns after the last one', async () => {
    const file = fileOf(`${HEADER},,,\r\n${row(SHORT_CLOSED)},,,\r\n`);
    expect(carnetTradesParser.detect(file)).toBe(true);
    expect((await carnetTradesParser.parse(file)).trades).toHaveLength(1);
  });
});
