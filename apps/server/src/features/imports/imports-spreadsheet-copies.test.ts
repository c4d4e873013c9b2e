import type { ImportBatch, ImportPreview } from '@carnet/contract';
import { Decimal, toDecimalString } from '@carnet/domain';
import { expect, it } from 'vitest';
import { describeWithSharedFixtures, sharedFixtureBytes } from '../../../../../test/shared-fixtures.ts';
import { spreadsheetCopies } from '../../../../../test/spreadsheet-copies.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { arrangeSetup, createAccount } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

// docs/rules/imports.md#spreadsheet-copies: a file re-saved by a spreadsheet, imported after the original, creates
// nothing; the original imported twice creates each trade once; undo gives the balance back to the cent.
describeWithSharedFixtures('spreadsheet copies of the real files, imported after the original', () => {
  it.each([
    ['tradovate/Performance.csv', 'TRADOVATE_PERFORMANCE', 218, '-140.00'],
    ['tradovate/tradovate-paired-trades-sample.csv', 'TRADOVATE_POSITION_HISTORY', 5, '-218.00'],
    ['ninjatrader/NinjaTrader Grid 2025-05-13 08-18 PM.csv', 'NINJATRADER_TRADES', 525, '4836.00'],
    ['ninjatrader/NinjaTrader Grid 2025-07-02 12-52 AM.csv', 'NINJATRADER_TRADES', 1231, '11030.00'],
    ['webull/Webull_Orders_Records.csv', 'WEBULL_ORDERS', 255, '1194.65'],
    // Its TOTAL row states 17.54 against rows summing to 17.52: the file's own 0.02, accepted to import it.
    ['thinkorswim/AccountStatement.csv', 'THINKORSWIM_STATEMENT', 2, '17.52'],
  ] as const)('%s: %s, %i trades, net %s, once whatever the copy', async (path, platform, count, net) => {
    const isConsistent = platform !== 'THINKORSWIM_STATEMENT';
    const user = await t.createUser(`copies-${path.length}-${count}`);
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '10000');
    const fields = {
      capital_account: account.id,
      timezone: 'America/New_York',
      ...(isConsistent ? {} : { accept_differences: 'true' }),
    };
    const name = path.split('/')[1] ?? path;
    const original = { name, bytes: sharedFixtureBytes(path) };
    const expected = toDecimalString(new Decimal(10000).plus(net));

    const first = await postImport(t, user, '', original, fields);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ImportBatch>()).toMatchObject({ platform, imported: count, duplicates: 0 });
    expect(new Decimal(first.json<ImportBatch>().totals.net_pnl).toFixed(2)).toBe(net);
    expect((await api.account(account.id)).current_balance).toBe(expected);

    const again = await postImport(t, user, '', original, fields);
    expect(again.json<ImportBatch>()).toMatchObject({ imported: 0, duplicates: count });
    for (const copy of spreadsheetCopies(original.bytes.toString('utf8'))) {
      const file = { name, bytes: Buffer.from(copy.text, 'utf8') };
      const preview = (await postImport(t, user, 'preview/', file, fields)).json<ImportPreview>();
      expect({
        copy: copy.name,
        count: preview.count,
        duplicates: preview.duplicates,
        reconciled: preview.reconciliation.ok,
      }).toEqual({ copy: copy.name, count, duplicates: count, reconciled: isConsistent });
      const batch = (await postImport(t, user, '', file, fields)).json<ImportBatch>();
      expect({ copy: copy.name, imported: batch.imported }).toEqual({ copy: copy.name, imported: 0 });
    }
    expect((await api.account(account.id)).current_balance).toBe(expected);

    await api.remove(`/api/v1/imports/${first.json<ImportBatch>().id}/`);
    expect((await api.account(account.id)).current_balance).toBe('10000');
  });
});
