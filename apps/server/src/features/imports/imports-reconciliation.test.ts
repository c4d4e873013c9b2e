import {
  type ImportBatch,
  type ImportPreview,
  RECONCILIATION_MESSAGES,
  type Reconciliation,
  type ReconciliationCheck,
} from '@carnet/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { GOLD_LONG, mt5HtmlReport } from '../../../test/support/mt5-html-test-support.ts';
import { apiOf, createAccount } from '../../../test/support/trades-test-support.ts';
import { importBatches } from '../../db/schema/index.ts';

// docs/rules/imports.md#reconciliation. A MetaTrader 5 report of one closed position: profit 1 250.00, commission
// −3.50, swap −1.10 → net 1 245.40; its Results state a Total Net Profit of 1 245.50, ten cents more than its own
// row. Account of 10 000, times in UTC.
const t = useTestApp();

const AGREEING = mt5HtmlReport([GOLD_LONG], '1245.40');
const DISAGREEING = mt5HtmlReport([GOLD_LONG], '1245.50');

const ROWS_OK: ReconciliationCheck = {
  key: 'ROW_PNL_SUM',
  label: 'Somme des lignes du fichier',
  file_value: '1245.4',
  carnet_value: '1245.4',
  difference: '0',
};
const TOTAL_TEN_CENTS_SHORT: ReconciliationCheck = {
  key: 'STATED_TOTAL',
  label: 'Total indiqué par le fichier',
  file_value: '1245.5',
  carnet_value: '1245.4',
  difference: '-0.1',
};

async function arrange(name: string) {
  const user = await t.createUser(name);
  const api = apiOf(t, user);
  const account = await createAccount(api, '10000');
  const fields = { capital_account: account.id, timezone: 'UTC' };
  return { user, api, account, fields };
}

describe('the reconciliation of an import with its file', () => {
  it('a file that agrees with itself previews and imports with its checks at zero, kept by the batch', async () => {
    const { user, api, fields } = await arrange('recon-agreeing');
    const preview = await postImport(t, user, 'preview/', AGREEING, fields);
    expect(preview.json<ImportPreview>().reconciliation).toEqual({
      ok: true,
      checks: [ROWS_OK, { ...TOTAL_TEN_CENTS_SHORT, file_value: '1245.4', difference: '0' }],
    });
    const answer = await postImport(t, user, '', AGREEING, fields);
    expect(answer.statusCode, answer.body).toBe(201);
    const batch = answer.json<ImportBatch>();
    expect(batch.reconciliation?.ok).toBe(true);
    const kept = await api.ok<ImportBatch>(200, 'GET', `/api/v1/imports/${batch.id}/`);
    expect(kept.reconciliation).toEqual(batch.reconciliation);
  });

  it('a stated total 0.10 away from the rows is an Écart: refused with 400, imported once accepted', async () => {
    const { user, api, account, fields } = await arrange('recon-disagreeing');
    const preview = (await postImport(t, user, 'preview/', DISAGREEING, fields)).json<ImportPreview>();
    const expected: Reconciliation = { ok: false, checks: [ROWS_OK, TOTAL_TEN_CENTS_SHORT] };
    expect(preview.reconciliation).toEqual(expected);

    const refused = await postImport(t, user, '', DISAGREEING, fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ reconciliation: [RECONCILIATION_MESSAGES.notOk] });
    expect((await api.account(account.id)).current_balance).toBe('10000');
    const notAccepted = await postImport(t, user, '', DISAGREEING, {
      ...fields,
      accept_differences: 'false',
    });
    expect(notAccepted.statusCode).toBe(400);

    const accepted = await postImport(t, user, '', DISAGREEING, { ...fields, accept_differences: 'true' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const batch = accepted.json<ImportBatch>();
    expect(batch).toMatchObject({ imported: 1, reconciliation: expected });
    expect((await api.account(account.id)).current_balance).toBe('11245.4');
    expect((await api.ok<ImportBatch>(200, 'GET', `/api/v1/imports/${batch.id}/`)).reconciliation).toEqual(
      expected,
    );
    const listed = await api.ok<ImportBatch[]>(200, 'GET', '/api/v1/imports/');
    expect(listed.find((one) => one.id === batch.id)?.reconciliation).toEqual(expected);
  });

  it('a batch imported before the reconciliation was kept answers null', async () => {
    const { user, api, fields } = await arrange('recon-older');
    const batch = (await postImport(t, user, '', AGREEING, fields)).json<ImportBatch>();
    // As migration 0023 leaves the rows written before it.
    await t.db.update(importBatches).set({ reconciliation: null }).where(eq(importBatches.id, batch.id));
    expect((await api.ok<ImportBatch>(200, 'GET', `/api/v1/imports/${batch.id}/`)).reconciliation).toBeNull();
  });

  it('an accept_differences that is neither true nor false is a 400 on that field', async () => {
    const { user, fields } = await arrange('recon-bad-field');
    const answer = await postImport(t, user, '', AGREEING, { ...fields, accept_differences: 'oui' });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json())).toEqual(['accept_differences']);
  });
});
