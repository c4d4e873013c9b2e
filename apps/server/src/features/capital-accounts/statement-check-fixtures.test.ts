import type { StatementCheck } from '@carnet/contract';
import { Decimal, toDecimalString } from '@carnet/domain';
import { expect, it } from 'vitest';
import { describeWithSharedFixtures, sharedFixtureBytes } from '../../../../../test/shared-fixtures.ts';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';
import { importBody, postImport } from '../../../test/support/imports-test-support.ts';
import { apiOf, createAccount } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

function postCheck(user: TestUser, accountId: number, file: { name: string; bytes: Buffer }) {
  const body = importBody(file.name, file.bytes, { timezone: 'Europe/Helsinki' });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/capital-accounts/${accountId}/reconcile/`,
    headers: { ...user.authHeader, ...body.headers },
    payload: body.payload,
  });
}

// docs/rules/imports.md#statement-check: the shared MetaTrader 4 statement (261 trades, 11 open, Closed Trade P/L
// 606.01) checked against an empty account, then against the account it was imported into.
describeWithSharedFixtures('a shared statement checked against an account', () => {
  it('mt4/DetailedStatement.htm: all 261 missing with the stated net by day, then all matched', async () => {
    const user = await t.createUser('statement-fixture-mt4');
    const account = await createAccount(apiOf(t, user), '10000');
    const file = { name: 'DetailedStatement.htm', bytes: sharedFixtureBytes('mt4/DetailedStatement.htm') };

    const empty = (await postCheck(user, account.id, file)).json<StatementCheck>();
    expect(empty).toMatchObject({ ok: false, matched: 0, extra: [], different: [] });
    expect(empty.missing).toHaveLength(261);
    const fileNet = empty.days.reduce((sum, day) => sum.plus(day.file_net), new Decimal(0));
    expect(toDecimalString(fileNet)).toBe('606.01');

    const imported = await postImport(t, user, '', file, {
      capital_account: account.id,
      timezone: 'Europe/Helsinki',
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const full = (await postCheck(user, account.id, file)).json<StatementCheck>();
    expect(full).toMatchObject({ ok: true, matched: 261, missing: [], extra: [], different: [] });
  });
});
