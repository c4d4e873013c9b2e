import type { ImportPreview } from '@carnet/contract';
import { IMPORT_MESSAGES } from '@carnet/contract';
import { expect, it } from 'vitest';
import { describeWithSharedFixtures, sharedFixtureBytes } from '../../../../../test/shared-fixtures.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { arrangeSetup, createAccount } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

// docs/rules/imports.md#platforms: the real files of the platforms read since, previewed through the API with the
// count and net the files give (../shared/fixtures/imports/README.md).
describeWithSharedFixtures('the shared files of Webull, thinkorswim and Tradovate Position History', () => {
  it.each([
    // Webull: 840 fills, 239 closed trades netting 1194.65, 16 open, one sell of shares bought before the file.
    ['webull/Webull_Orders_Records.csv', 'WEBULL_ORDERS', 255, '1194.65', 1],
    // thinkorswim: AMZN short and PYPL long, gross 18.03, fees 0.51, net 17.52.
    ['thinkorswim/AccountStatement.csv', 'THINKORSWIM_STATEMENT', 2, '17.52', 0],
    // Tradovate Position History: 5 pairs of MNQM6, P/L −218.00.
    ['tradovate/tradovate-paired-trades-sample.csv', 'TRADOVATE_POSITION_HISTORY', 5, '-218', 0],
  ] as const)('%s: %s, %i trades, net %s', async (path, platform, count, net, errors) => {
    const user = await t.createUser(`fixture-${platform.toLowerCase()}`);
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '10000');
    const file = { name: 'export.csv', bytes: sharedFixtureBytes(path) };
    const answer = await postImport(t, user, 'preview/', file, {
      capital_account: account.id,
      timezone: 'America/New_York',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json<ImportPreview>();
    expect(preview).toMatchObject({ platform, count, duplicates: 0 });
    expect(preview.errors).toHaveLength(errors);
    expect(preview.totals.net_pnl).toBe(net);
  });
});

it('a Tradovate Cash History is recognised and refused in French: it imports no trade', async () => {
  const user = await t.createUser('tradovate-cash-history');
  const { account } = await arrangeSetup(t, user);
  const text =
    'Account,Transaction ID,Timestamp,Date,Delta,Amount,Cash Change Type,Currency,Contract\n' +
    'DEMO1,88001,03/10/2025 09:31:00,3/10/25,-1.04,49998.96, Commission,USD,MNQM5\n';
  const file = { name: 'CashHistory.csv', bytes: Buffer.from(text) };
  const answer = await postImport(t, user, 'preview/', file, { capital_account: account.id });
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toEqual({
    file: [
      IMPORT_MESSAGES.statementWithoutTrades(
        'Cash History de Tradovate',
        'l’export Fills, Orders, Performance ou Position History',
      ),
    ],
  });
});
