import type { ImportBatch, ImportPreview } from '@carnet/contract';
import { IMPORT_MESSAGES } from '@carnet/contract';
import { Decimal, toDecimalString } from '@carnet/domain';
import { expect, it } from 'vitest';
import { describeWithSharedFixtures, sharedFixtureBytes } from '../../../../../test/shared-fixtures.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { arrangeSetup, createAccount } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

// docs/rules/imports.md « Done means »: each shared file imports with the count and net total it states, through the API.
describeWithSharedFixtures('the shared platform files, imported through the API', () => {
  it.each([
    // MetaTrader 4 Detailed Statement: Total Trades 250, 11 open, Closed Trade P/L 606.01.
    ['mt4/DetailedStatement.htm', 'MT4_STATEMENT', 261, '606.01'],
    // MetaTrader 5 report: 3 positions, Total Net Profit 30.85.
    ['mt5/MetaTrader5.xlsx', 'MT5_REPORT', 3, '30.85'],
  ] as const)('%s: %s, %i trades, net %s, once', async (path, platform, count, net) => {
    const user = await t.createUser(`fixture-${platform.toLowerCase()}`);
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '10000');
    const file = { name: path.split('/')[1] ?? path, bytes: sharedFixtureBytes(path) };
    const fields = { capital_account: account.id, timezone: 'Europe/Helsinki' };
    const preview = (await postImport(t, user, 'preview/', file, fields)).json<ImportPreview>();
    expect(preview).toMatchObject({ platform, count, duplicates: 0, errors: [] });
    expect(preview.totals.net_pnl).toBe(net);

    const answer = await postImport(t, user, '', file, fields);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<ImportBatch>()).toMatchObject({ imported: count, totals: { net_pnl: net } });
    expect((await api.account(account.id)).current_balance).toBe(
      toDecimalString(new Decimal(10000).plus(net)),
    );
    const again = (await postImport(t, user, '', file, fields)).json<ImportBatch>();
    expect(again).toMatchObject({ imported: 0, duplicates: count });
    await api.remove(`/api/v1/imports/${answer.json<ImportBatch>().id}/`);
    expect((await api.account(account.id)).current_balance).toBe('10000');
  });

  // docs/rules/imports.md#reconciliation: every shared file the readers read agrees with its own figures through
  // the API: each check the file gives what it needs for, at zero.
  it.each([
    ['mt4/DetailedStatement.htm', { ROW_PNL_SUM: '606.01', STATED_TOTAL: '606.01' }],
    ['mt5/MetaTrader5.xlsx', { ROW_PNL_SUM: '30.85', STATED_TOTAL: '30.85' }],
    [
      'ninjatrader/NinjaTrader Grid 2025-05-13 08-18 PM.csv',
      { ROW_PNL_SUM: '4836', STATED_TOTAL: '4836', PRICE_CHECK: '4836' },
    ],
    [
      'ninjatrader/NinjaTrader Grid 2025-07-02 12-52 AM.csv',
      { ROW_PNL_SUM: '11030', STATED_TOTAL: '11030', PRICE_CHECK: '11030' },
    ],
    ['tradovate/Performance.csv', { ROW_PNL_SUM: '-140', PRICE_CHECK: '-140', FILLS: '439' }],
    [
      'tradovate/tradovate-paired-trades-sample.csv',
      { ROW_PNL_SUM: '-218', PRICE_CHECK: '-218', FILLS: '10' },
    ],
    ['ibkr/testIBFlexStatementFile10.xml', { FILLS: '1' }],
    ['ibkr/testIBFlexStatementFile26.xml', { FILLS: '1' }],
    ['webull/Webull_Orders_Records.csv', { FILLS: '840' }],
  ] as const)('%s previews with its reconciliation ok: %j', async (path, fileValues) => {
    const user = await t.createUser(`fixture-reconciliation-${path.replace(/\W+/g, '-').toLowerCase()}`);
    const file = { name: path.split('/')[1] ?? path, bytes: sharedFixtureBytes(path) };
    const answer = await postImport(t, user, 'preview/', file, { timezone: 'America/New_York' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { reconciliation } = answer.json<ImportPreview>();
    expect(Object.fromEntries(reconciliation.checks.map((check) => [check.key, check.file_value]))).toEqual(
      fileValues,
    );
    expect(reconciliation.checks.filter((check) => check.difference !== '0')).toEqual([]);
    expect(reconciliation.ok).toBe(true);
  });

  it('the thinkorswim statement is named as disagreeing with itself: TOTAL 0.02 above its rows', async () => {
    const user = await t.createUser('fixture-reconciliation-thinkorswim');
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '10000');
    const file = {
      name: 'AccountStatement.csv',
      bytes: sharedFixtureBytes('thinkorswim/AccountStatement.csv'),
    };
    const fields = { capital_account: account.id, timezone: 'America/New_York' };
    const preview = (await postImport(t, user, 'preview/', file, fields)).json<ImportPreview>();
    // Its rows: gross 18.03 − fees 0.51 = 17.52, which Carnet builds; its TOTAL row says 18.05 gross, 17.54 net.
    expect(preview.reconciliation).toMatchObject({
      ok: false,
      checks: [
        { key: 'ROW_PNL_SUM', file_value: '17.52', carnet_value: '17.52', difference: '0' },
        { key: 'STATED_TOTAL', file_value: '17.54', carnet_value: '17.52', difference: '-0.02' },
        { key: 'FILLS', file_value: '11', carnet_value: '11', difference: '0' },
      ],
    });
    expect((await postImport(t, user, '', file, fields)).statusCode).toBe(400);
    const accepted = await postImport(t, user, '', file, { ...fields, accept_differences: 'true' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((await api.account(account.id)).current_balance).toBe('10017.52');
  });

  it('reports the IBKR closing sell whose opening is not in the file, and invents no trade', async () => {
    const user = await t.createUser('fixture-ibkr');
    const { api, account } = await arrangeSetup(t, user);
    const file = { name: 'flex.xml', bytes: sharedFixtureBytes('ibkr/testIBFlexStatementFile26.xml') };
    const answer = await postImport(t, user, '', file, { capital_account: account.id, timezone: 'UTC' });
    expect(answer.statusCode, answer.body).toBe(201);
    const batch = answer.json<ImportBatch>();
    expect(batch).toMatchObject({ platform: 'IBKR_FLEX', imported: 0 });
    expect(batch.errors.map((error) => error.message)).toEqual([IMPORT_MESSAGES.orphanClose]);
    expect((await api.account(account.id)).current_balance).toBe(account.current_balance);
  });
});
