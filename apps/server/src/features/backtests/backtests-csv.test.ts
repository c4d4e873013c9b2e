import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  backtestsApi,
  createScenarioSession,
  SCENARIO_METRICS,
} from '../../../test/support/backtests-test-support.ts';

const t = useTestApp();

const HEADER =
  'entry_time,side,instrument,timeframe,strategy_tag,entry_price,qty,stop_loss,' +
  'tp1_price,tp1_qty,tp2_price,tp2_qty,tp3_price,tp3_qty,notes,pnl_abs,r_multiple';

/** A trade as the API returns it, without what differs between two sessions. */
const withoutIds = ({ id: _id, session: _session, ...trade }: { id: number; session: number }) => trade;

describe('CSV export', () => {
  it('downloads the session as an attachment with computed pnl and R', async () => {
    const user = await t.createUser('csv-armand');
    const api = backtestsApi(t, user);
    const session = await createScenarioSession(api, 'Été "spécial" / EUR');
    const response = await api.exportCsv(session.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="backtest-${session.id}-ete-special-eur.csv"`,
    );
    expect(response.body).toBe(
      [
        HEADER,
        '2026-01-05T09:00:00Z,LONG,EURUSD,H1,,1.1,10000,1.095,1.11,10000,,,,,,100,2',
        '2026-01-06T09:00:00Z,SHORT,EURUSD,H1,Cassure,1.105,20000,1.108,,,,,,,,-60,-1',
        '2026-01-07T09:00:00Z,LONG,EURUSD,H1,,1.12,5000,,1.13,2000,,,,,En cours,,',
        '',
      ].join('\r\n'),
    );
  });

  it('neutralises formulas in text cells, and the import restores the text exactly', async () => {
    const user = await t.createUser('csv-berthe');
    const api = backtestsApi(t, user);
    const session = await api.createSession();
    const hostile = {
      side: 'LONG' as const,
      entry_time: '2026-02-02T10:00:00Z',
      entry_price: '100',
      qty: '1',
      instrument: '@SUM(A1:A9)',
      strategy_tag: '=HYPERLINK("http://evil.test","clic")',
      notes: '+33 6 12, "appel", -1',
    };
    expect((await api.addTrade(session.id, hostile)).statusCode).toBe(201);
    const body = (await api.exportCsv(session.id)).body;
    const row = body.split('\r\n')[1];
    expect(row).toBe(
      `2026-02-02T10:00:00Z,LONG,'@SUM(A1:A9),H1,"'=HYPERLINK(""http://evil.test"",""clic"")",100,1,,,,,,,,` +
        `"'+33 6 12, ""appel"", -1",,`,
    );
    const copy = await api.createSession({ name: 'Copie' });
    expect((await api.importCsv(copy.id, body)).json()).toEqual({ imported: 1, errors: [] });
    expect((await api.listTrades(copy.id)).json()[0]).toMatchObject({
      instrument: hostile.instrument,
      strategy_tag: hostile.strategy_tag,
      notes: hostile.notes,
    });
  });
});

describe('CSV import', () => {
  it('round-trips an export into a new session: same trades, same metrics', async () => {
    const user = await t.createUser('csv-cyril');
    const api = backtestsApi(t, user);
    const original = await createScenarioSession(api);
    const exported = (await api.exportCsv(original.id)).body;
    const copy = await api.createSession({ name: 'Réimport', instrument: 'AUTRE', timeframe: 'D1' });
    const response = await api.importCsv(copy.id, exported);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 3, errors: [] });
    const imported = (await api.getSession(copy.id)).json();
    expect(imported.metrics).toEqual(SCENARIO_METRICS);
    expect(imported.trades_count).toBe(3);
    const before = (await api.listTrades(original.id)).json().map(withoutIds);
    const after = (await api.listTrades(copy.id)).json().map(withoutIds);
    expect(after).toEqual(before);
    expect((await api.exportCsv(copy.id)).body).toBe(exported);
  });

  it('reads French Excel files: `;`, decimal commas, Achat/Vente, day-first dates, Windows-1252', async () => {
    const user = await t.createUser('csv-delphine');
    const api = backtestsApi(t, user);
    const session = await api.createSession();
    const text = [
      'Entry_Time;Side;Instrument;Timeframe;Strategy_Tag;Entry_Price;Qty;Stop_Loss;TP1_Price;TP1_Qty;Notes',
      '05/01/2026 09:00;Achat;;;;1,1000;10 000;1,0950;1,1100;10 000;Réussi',
      '06/01/2026 09:00;Vente;;;Cassure;1,1050;20000;1,1080;;;',
      '07/01/2026 09:00;Achat;;;;1,12;5 000;;1,13;2 000;En cours',
      '',
    ].join('\r\n');
    const response = await api.importCsv(session.id, Buffer.from(text, 'latin1'));
    expect(response.json()).toEqual({ imported: 3, errors: [] });
    expect((await api.getSession(session.id)).json().metrics).toEqual(SCENARIO_METRICS);
    const trades = (await api.listTrades(session.id)).json();
    expect(trades[0]).toMatchObject({ instrument: 'EURUSD', timeframe: 'H1', qty: '10000', notes: 'Réussi' });
  });

  it('imports TradingView « List of trades » exports, times read in the given zone', async () => {
    const user = await t.createUser('csv-ernest');
    const api = backtestsApi(t, user);
    const session = await api.createSession({ name: 'TV', instrument: 'NSE:TCS', timeframe: '1h' });
    const text = [
      'Trade #,Type,Date/Time,Signal,Price INR,Position size (qty),Position size (value),Net P&L INR,Net P&L %',
      '1,Exit long,2022-01-07 13:15,Close entry(s) order Long,295.65,16,4837.6,-128.25,-2.65',
      '1,Entry long,2022-01-03 15:15,Long,302.35,16,4837.6,-128.25,-2.65',
      '2,Exit short,2024-09-18 10:15,TP,1948,2,3965.2,69.2,1.75',
      '2,Entry short,2024-09-17 09:15,Short,1982.6,2,3965.2,69.2,1.75',
      '3,Exit long,,Open,,1,100,,',
      '3,Entry long,2024-10-01 10:00,Long,100,1,100,,',
    ].join('\n');
    const response = await api.importCsv(session.id, text, '?tz=America/New_York');
    expect(response.json()).toEqual({ imported: 3, errors: [] });
    const trades = (await api.listTrades(session.id)).json();
    expect(trades.map((trade: { entry_time: string }) => trade.entry_time)).toEqual([
      '2022-01-03T20:15:00Z',
      '2024-09-17T13:15:00Z',
      '2024-10-01T14:00:00Z',
    ]);
    expect(trades[0]).toMatchObject({
      instrument: 'NSE:TCS',
      timeframe: '1h',
      pnl_abs: '-128.25',
      r_multiple: null,
    });
    // docs/rules/imports.md: the net P&L TradingView reports, not 16 × (295.65 − 302.35) = −107.2 from the prices.
    // #1 −128.25; #2 +69.2; #3 open. Equity 10 000 → 9 871.75 → 9 940.95: drawdown 128.25;
    // profit factor 69.2 / 128.25 = 0.53957.
    expect((await api.getSession(session.id)).json().metrics).toEqual({
      trades_closed: 2,
      trades_total: 3,
      total_pnl: '-59.05',
      win_rate: 0.5,
      profit_factor: 0.5396,
      max_drawdown_abs: '128.25',
    });
    const badZone = await api.importCsv(session.id, text, '?tz=Mars/Olympus');
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json()).toEqual({ tz: ['Fuseau horaire inconnu.'] });
  });
});
