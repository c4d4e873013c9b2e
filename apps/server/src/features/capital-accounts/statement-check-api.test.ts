import {
  type CloseTrade,
  IMPORT_SELECTION_MESSAGES,
  POINT_VALUE_MESSAGES,
  type StatementCheck,
  type TradeCreate,
} from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';
import { importBody, postImport } from '../../../test/support/imports-test-support.ts';
import { GOLD_LONG, type Mt5Position, mt5HtmlReport } from '../../../test/support/mt5-html-test-support.ts';
import { type Api, apiOf, createAccount, longTrade } from '../../../test/support/trades-test-support.ts';

// docs/rules/imports.md#statement-check. A MetaTrader 5 report of three closed positions, times in UTC:
// GOLD_LONG  #1001 2 May, profit 1 250.00, commission −3.50, swap −1.10 → net 1 245.40 (imported from a first file);
// EURO  #1002 2 May, SHORT 1 EURUSD, profit 500.00, commission −7.00 → net 493.00 (typed by hand 20 s later, its
//       net typed as 490.00);
// CABLE #1003 5 May, profit −400.00, commission −14.00 → net −414.00 (not in the account: missing).
// The account also holds a BTC trade (the test fixtures' coin) closed on 5 May for 100.00 that the file does not (extra).
// Days: 2 May, account 1 245.40 + 490.00 = 1 735.40, file 1 245.40 + 493.00 = 1 738.40, difference −3.00;
// 5 May, account 100.00, file −414.00, difference +514.00.
const t = useTestApp();

const EURO: Mt5Position = {
  id: '1002',
  symbol: 'EURUSD',
  type: 'sell',
  volume: '1.00',
  openTime: '2025.05.02 13:00:00',
  openPrice: '1.13000',
  stopLoss: '1.14000',
  swap: '0.00',
  close: { time: '2025.05.02 14:00:00', price: '1.12500', commission: '-7.00', profit: '500.00' },
};
const CABLE: Mt5Position = {
  id: '1003',
  symbol: 'GBPUSD',
  type: 'buy',
  volume: '2.00',
  openTime: '2025.05.05 09:00:00',
  openPrice: '1.33000',
  stopLoss: '1.32000',
  swap: '0.00',
  close: { time: '2025.05.05 10:00:00', price: '1.32800', commission: '-14.00', profit: '-400.00' },
};
const STATEMENT = mt5HtmlReport([GOLD_LONG, EURO, CABLE], '1324.40');

function postCheck(user: TestUser, accountId: number, fields: Record<string, string>, file = STATEMENT) {
  const body = importBody(file.name, file.bytes, fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/capital-accounts/${accountId}/reconcile/`,
    headers: { ...user.authHeader, ...body.headers },
    payload: body.payload,
  });
}

/** A trade typed by hand and closed with the net the trader typed. */
async function typeTrade(api: Api, accountId: number, trade: Partial<TradeCreate>, close: CloseTrade) {
  const created = await api.createTrade(longTrade(accountId, { risk_pct: null, take_profits: [], ...trade }));
  return api.close(created.id, close);
}

async function arrange(name: string) {
  const user = await t.createUser(name);
  const api = apiOf(t, user);
  const account = await createAccount(api, '10000');
  const imported = await postImport(t, user, '', mt5HtmlReport([GOLD_LONG], '1245.40'), {
    capital_account: account.id,
    timezone: 'UTC',
  });
  expect(imported.statusCode, imported.body).toBe(201);
  const euro = await typeTrade(
    api,
    account.id,
    {
      asset_type: 'FOREX',
      asset_name: 'EURUSD',
      direction: 'SHORT',
      entry_price: '1.13',
      stop_loss_price: '1.14',
      quantity: '1',
      entry_date: '2025-05-02T13:00:20Z',
    },
    { close_price: '1.125', close_date: '2025-05-02T14:00:00Z', fees: '7', pnl_amount: '490.00' },
  );
  const bitcoin = await typeTrade(
    api,
    account.id,
    { entry_date: '2025-05-05T08:00:00Z' },
    { close_price: '50050', close_date: '2025-05-05T12:00:00Z', pnl_amount: '100.00' },
  );
  return { user, api, account, euro, bitcoin };
}

// docs/rules/money.md#instruments: a NinjaTrader Executions file, ES (known, +195.96 net) and XYZ (a root Carnet
// does not know: 1.375 × 2 × 400 − 2 × 4.04 = 1 091.92 once the trader says 400), both closed on 15 January.
const EXECUTIONS = {
  name: 'Executions.csv',
  bytes: Buffer.from(
    [
      'Instrument,Action,Quantity,Price,Time,ID,E/X,Position,Order ID,Name,Commission,Rate,Account,Connection,',
      'ES 03-25,Buy,1,6000.00,1/15/2025 9:30:00 AM,e1,Entry,1 L,o1,Entry,$2.02,1,Sim101,Sim,',
      'ES 03-25,Sell,1,6004.00,1/15/2025 9:40:00 AM,e2,Exit,-,o2,Exit,$2.02,1,Sim101,Sim,',
      'XYZ 02-25,Buy,2,190.125,1/15/2025 10:30:00 AM,l1,Entry,2 L,o3,Entry,$4.04,1,Sim101,Sim,',
      'XYZ 02-25,Sell,2,191.500,1/15/2025 11:00:00 AM,l2,Exit,-,o4,Exit,$4.04,1,Sim101,Sim,',
    ].join('\r\n'),
  ),
};

describe('POST /api/v1/capital-accounts/{id}/reconcile/', () => {
  it('lists the trade typed differently, the missing one, the extra one and each day to the cent', async () => {
    const { user, api, account, euro, bitcoin } = await arrange('statement-check');
    const before = await api.account(account.id);
    const answer = await postCheck(user, account.id, { timezone: 'UTC' });
    expect(answer.statusCode, answer.body).toBe(200);
    const check = answer.json<StatementCheck>();
    expect(check.ok).toBe(false);
    expect(check.matched).toBe(2);
    expect(check.different).toEqual([
      {
        id: euro.id,
        external_id: '1002',
        field: 'pnl_amount',
        carnet: '490',
        file: '493',
      },
    ]);
    expect(
      check.missing.map(({ asset_name, entry_date, pnl_amount }) => ({ asset_name, entry_date, pnl_amount })),
    ).toEqual([{ asset_name: 'GBPUSD', entry_date: '2025-05-05T09:00:00Z', pnl_amount: '-414' }]);
    expect(check.extra).toEqual([
      {
        id: bitcoin.id,
        asset_name: bitcoin.asset_name,
        entry_date: '2025-05-05T08:00:00Z',
        pnl_amount: '100',
      },
    ]);
    expect(check.days).toEqual([
      { date: '2025-05-02', carnet_net: '1735.4', file_net: '1738.4', difference: '-3' },
      { date: '2025-05-05', carnet_net: '100', file_net: '-414', difference: '514' },
    ]);
    // Nothing written: the same trades and balance.
    const after = await api.account(account.id);
    expect([after.trades_count, after.current_balance]).toEqual([
      before.trades_count,
      before.current_balance,
    ]);

    // Importing the missing ones only: CABLE comes in (−414.00), the EURUSD typed by hand is not doubled.
    const imported = await postImport(t, user, '', STATEMENT, {
      capital_account: account.id,
      timezone: 'UTC',
      external_ids: JSON.stringify(check.missing.map((trade) => trade.external_id)),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ imported: 1, duplicates: 0, totals: { net_pnl: '-414' } });
    const again = (await postCheck(user, account.id, { timezone: 'UTC' })).json<StatementCheck>();
    expect(again).toMatchObject({ matched: 3, missing: [], extra: [{ id: bitcoin.id }] });
    expect(again.different.map((difference) => difference.field)).toEqual(['pnl_amount']);
    // 10 000 + 1 245.40 + 490.00 + 100.00 − 414.00
    expect((await api.account(account.id)).current_balance).toBe('11421.4');
  });

  it('an account holding exactly the file is ok', async () => {
    const user = await t.createUser('statement-check-ok');
    const account = await createAccount(apiOf(t, user), '10000');
    const fields = { capital_account: account.id, timezone: 'UTC' };
    expect((await postImport(t, user, '', STATEMENT, fields)).statusCode).toBe(201);
    const check = (await postCheck(user, account.id, { timezone: 'UTC' })).json<StatementCheck>();
    expect(check).toMatchObject({ ok: true, matched: 3, missing: [], extra: [], different: [] });
  });

  it("another user's account is a 404; bad fields are French 400s by field", async () => {
    const owner = await t.createUser('statement-check-owner');
    const other = await t.createUser('statement-check-other');
    const account = await createAccount(apiOf(t, owner), '10000');
    expect((await postCheck(other, account.id, { timezone: 'UTC' })).statusCode).toBe(404);
    const noZone = await postCheck(owner, account.id, {});
    expect([noZone.statusCode, noZone.json()]).toEqual([400, { timezone: ['Ce champ est obligatoire.'] }]);
    const badZone = await postCheck(owner, account.id, { timezone: 'Mars/Olympus' });
    expect(badZone.statusCode).toBe(400);
    expect(Object.keys(badZone.json())).toEqual(['timezone']);
    const notAFile = await postCheck(
      owner,
      account.id,
      { timezone: 'UTC' },
      { name: 'x.csv', bytes: Buffer.from('a,b\n1,2\n') },
    );
    expect(notAFile.statusCode).toBe(400);
    expect(Object.keys(notAFile.json())).toEqual(['file']);
    const badSelection = await postImport(t, owner, '', STATEMENT, {
      capital_account: account.id,
      external_ids: '[1001]',
    });
    expect([badSelection.statusCode, badSelection.json()]).toEqual([
      400,
      { external_ids: [IMPORT_SELECTION_MESSAGES.unreadable] },
    ]);
    const badPoints = await postCheck(owner, account.id, { timezone: 'UTC', point_values: '{' });
    expect(badPoints.statusCode).toBe(400);
    expect(Object.keys(badPoints.json())).toEqual(['point_values']);
  });

  it('a futures root without its point value is asked for; given, the file is read as an import would', async () => {
    const user = await t.createUser('statement-check-points');
    const account = await createAccount(apiOf(t, user), '10000');
    const fields = { timezone: 'America/Chicago' };
    const asking = await postCheck(user, account.id, fields, EXECUTIONS);
    expect([asking.statusCode, asking.json()]).toEqual([
      400,
      { point_values: [POINT_VALUE_MESSAGES.needed(['XYZ'])] },
    ]);
    const given = await postCheck(
      user,
      account.id,
      { ...fields, point_values: '{"XYZ": "400"}' },
      EXECUTIONS,
    );
    expect(given.statusCode, given.body).toBe(200);
    const check = given.json<StatementCheck>();
    expect(check.missing.map((trade) => [trade.asset_name, trade.pnl_amount])).toEqual([
      ['ES 03-25', '195.96'],
      ['XYZ 02-25', '1091.92'],
    ]);
    expect(check.days).toEqual([
      { date: '2025-01-15', carnet_net: '0', file_net: '1287.88', difference: '-1287.88' },
    ]);
  });
});
