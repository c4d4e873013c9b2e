import { csvRecords } from '@carnet/domain';
import { TRADES_CSV_HEADER } from '@carnet/importers';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeTradeShapes, exportTradesCsv } from '../../../test/support/trades-csv-test-support.ts';
import { apiOf, createAccount, longTrade } from '../../../test/support/trades-test-support.ts';
import { arrangeWholeJournal } from '../../../test/support/whole-journal-test-support.ts';

const t = useTestApp();

describe('GET /api/v1/exports/trades.csv (docs/rules/imports.md)', () => {
  it('writes one row per trade with every field, as an attachment', async () => {
    const user = await t.createUser('export-shapes');
    const { trades } = await arrangeTradeShapes(t, user);
    const answer = await exportTradesCsv(t, user);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="carnet-trades-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = [...csvRecords(answer.body, ',')].filter(
      (record) => record.cells.join('') !== '',
    );
    expect(header?.cells).toEqual([...TRADES_CSV_HEADER]);
    expect(rows).toHaveLength(trades.length);

    // The LONG closed at 52 000 after TP1 (1 of 2 at 51 000), fees 3.5, swap −1.25, reported net 2 995.25.
    const long = trades[0];
    const cell = (row: number) => {
      const cells = rows[row]?.cells ?? [];
      return (column: (typeof TRADES_CSV_HEADER)[number]) => cells[TRADES_CSV_HEADER.indexOf(column)];
    };
    const first = cell(0);
    expect(first('external_id')).toBe(`CARNET-${long?.id}`);
    expect(first('asset_type')).toBe('CRYPTO');
    expect(first('asset_name')).toBe('BTC');
    expect(first('direction')).toBe('LONG');
    expect(first('status')).toBe('CLOSED');
    expect(first('entry_date')).toBe('2026-11-16T10:05:00.000Z');
    expect(first('entry_price')).toBe('50000');
    expect(first('quantity')).toBe('2');
    expect(first('stop_loss_price')).toBe('49000');
    expect(first('take_profits')).toBe('51000@1@1');
    expect(first('exits')).toBe('51000@1@2026-11-17T09:00:00.000Z|52000@1@2026-11-17T09:00:00.000Z');
    expect(first('close_date')).toBe('2026-11-17T09:00:00.000Z');
    expect(first('close_price')).toBe('52000');
    expect(first('fees')).toBe('3.5');
    expect(first('swap')).toBe('-1.25');
    expect(first('pnl_amount')).toBe('2995.25');
    expect(first('gross_pnl')).toBe('3000');
    expect(first('pnl_source')).toBe('REPORTED');
    expect(first('realized_rr')).toBe('1.5');
    expect(first('planned_rr')).toBe('0.5');
    expect(first('outcome')).toBe('WIN');
    expect(first('risk_pct')).toBe('1');
    expect(first('risk_amount')).toBe('100');
    expect(first('capital_account')).toBe('Compte 10000');
    expect(first('configuration')).toBe('');
    // A formula in a text cell is neutralised; negative numbers (swap above) are numbers, left alone.
    expect(first('setup_reason')).toBe(`'=HYPERLINK("https://example.test","clic")`);
    expect(JSON.parse(first('tags') ?? '')).toEqual(['Cassure', 'a,b "guillemets"']);
    expect(JSON.parse(first('plan') ?? '')).toMatchObject({ entry_price: '50000', stop_loss_price: '49000' });
    expect(first('plan_is_retroactive')).toBe('true');
    expect(first('is_draft')).toBe('false');

    const open = cell(1);
    expect([open('status'), open('exits'), open('close_date'), open('pnl_amount'), open('outcome')]).toEqual([
      'OPEN',
      '',
      '',
      '',
      '',
    ]);
    expect(cell(2)('direction')).toBe('SHORT');
  });

  it('writes the configuration by name, its type, the compliance and the checklist; instants to the millisecond', async () => {
    const user = await t.createUser('export-journal');
    const { trades } = await arrangeWholeJournal(t, user, new Date());
    const rows = [...csvRecords((await exportTradesCsv(t, user)).body, ',')]
      .slice(1)
      .filter((record) => record.cells.join('') !== '');
    const cell = (row: number, column: (typeof TRADES_CSV_HEADER)[number]) =>
      rows[row]?.cells[TRADES_CSV_HEADER.indexOf(column)];
    // The first trade: configuration « Cassure de range », type « Retest », two of three confirmations ticked.
    expect(cell(0, 'configuration')).toBe('Cassure de range');
    expect(cell(0, 'configuration_type')).toBe('Retest');
    expect(cell(0, 'score_pct')).toBe(String(trades[0]?.score_pct));
    expect(cell(0, 'recommended_risk_pct')).toBe(String(trades[0]?.recommended_risk_pct));
    expect(JSON.parse(cell(0, 'non_compliance_reasons') ?? '')).toEqual(trades[0]?.non_compliance_reasons);
    expect(JSON.parse(cell(0, 'confirmations') ?? '')).toEqual([
      {
        key: 'HTF_ZONE',
        label: 'Zone HTF',
        level: 'HTF',
        mandatory: true,
        weight: 1,
        passed: true,
        note: 'Zone H4, « propre », "nette"',
      },
      { key: 'LTF_BOS', label: 'BOS LTF', level: 'LTF', mandatory: true, weight: 1, passed: true, note: '' },
      {
        key: 'VOLUME',
        label: 'Volume en hausse',
        level: 'LTF',
        mandatory: false,
        weight: 2,
        passed: false,
        note: '',
      },
    ]);
    // Tags that CSV and spreadsheets trip on survive as JSON; the review keeps its line break and quotes.
    expect(JSON.parse(cell(0, 'tags') ?? '')).toEqual([
      'a,b "guillemets"',
      '=SOMME(A1)',
      '+1 R',
      "'apostrophe",
    ]);
    expect(cell(0, 'post_trade_review')).toBe(
      'Sortie propre.\nÀ refaire : « attendre », "patience", -1 R évité',
    );
    // Closed without a risk amount: ESTIMATED, no money. A trade without a configuration: its cells empty.
    expect([cell(3, 'pnl_source'), cell(3, 'gross_pnl'), cell(3, 'pnl_amount')]).toEqual([
      'ESTIMATED',
      '',
      '',
    ]);
    expect([cell(3, 'configuration_type'), cell(3, 'score_pct'), cell(3, 'confirmations')]).toEqual([
      '',
      '',
      '[]',
    ]);
    expect(cell(5, 'is_draft')).toBe('true');
    // Closed at the server's « now »: the milliseconds are written (the API shows whole seconds).
    const closeDate = cell(6, 'close_date') ?? '';
    expect(closeDate).toMatch(new RegExp(`^${trades[6]?.close_date?.slice(0, -1)}\\.\\d{3}Z$`));
    expect(cell(6, 'exits')).toBe(`50250@2@${closeDate}`);
  });

  it('exports only the caller’s trades, and a header alone without any', async () => {
    const owner = await t.createUser('export-owner');
    await arrangeTradeShapes(t, owner);
    const other = await t.createUser('export-other');
    const api = apiOf(t, other);
    const account = await createAccount(api, '500');
    await api.createTrade(longTrade(account.id));
    const rows = [...csvRecords((await exportTradesCsv(t, other)).body, ',')].filter(
      (record) => record.cells.join('') !== '',
    );
    expect(rows).toHaveLength(2);
    const empty = await t.createUser('export-empty');
    expect((await exportTradesCsv(t, empty)).body).toBe(`${TRADES_CSV_HEADER.join(',')}\r\n`);
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/exports/trades.csv' })).statusCode).toBe(401);
  });
});
