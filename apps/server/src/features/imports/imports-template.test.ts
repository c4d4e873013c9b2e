import {
  IMPORT_MESSAGES,
  IMPORT_TEMPLATE_MESSAGES,
  type ImportBatch,
  type ImportPreview,
  type ImportTemplate,
  REQUIRED_MESSAGE,
} from '@carnet/contract';
import { ROW_PROBLEMS } from '@carnet/importers';
import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';
import {
  FRENCH_BROKER_CSV,
  FRENCH_BROKER_TEMPLATE,
} from '../../../test/support/import-templates-test-support.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { arrangeSetup, createAccount } from '../../../test/support/trades-test-support.ts';

/*
 * docs/rules/imports.md « Column mapping », FRENCH_BROKER_CSV read with FRENCH_BROKER_TEMPLATE, by hand (Paris is UTC+1 in
 * February; fees are the commissions' absolute values; gross = net + fees − swap):
 * A stop on a closed position is where it stood at the close: the trade's last stop, R unknown
 * (docs/rules/imports.md#stops).
 * - line 2, EURUSD long 1.5 at 1.035, last stop 1.033, out at 1.038: R unknown; 03/02 09:15 → 08:15Z,
 *   11:40 → 10:40Z; fees 3.5, swap −0.75, net 40.75, gross 40.75 + 3.5 + 0.75 = 45.
 * - line 3, DE40 short 2 at 21 500.5, last stop 21 520.5, out at 21 480.5: R unknown; id `'-A2` restored to
 *   `-A2`; fees 4, swap 0, net 36, gross 40.
 * - line 4, BTCUSD long 0.25 at 96 000, no close date: OPEN, no money.
 * - lines 5, 6, 7: quantity « un », direction « Neutre », a close date without exit price → line errors.
 * Totals of the closed trades: gross 45 + 40 = 85, fees 7.5, swap −0.75, net 40.75 + 36 = 76.75.
 */

const t = useTestApp();
const FILE = { name: 'releve-courtier.csv', bytes: FRENCH_BROKER_CSV };

async function templateOf(user: TestUser, body: object = FRENCH_BROKER_TEMPLATE): Promise<ImportTemplate> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/import-templates/',
    headers: user.authHeader,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ImportTemplate>();
}

describe('imports through a template (docs/rules/imports.md « Column mapping »)', () => {
  it('previews and imports a file no platform reads, to the cent, with its line errors', async () => {
    const user = await t.createUser('tpl-import');
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '10000');
    const unknown = await postImport(t, user, 'preview/', FILE);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().file[0]).toMatch(/^Format non reconnu/);
    const template = await templateOf(user);

    const preview = await postImport(t, user, 'preview/', FILE, { template: template.id });
    expect(preview.statusCode, preview.body).toBe(200);
    const read = preview.json<ImportPreview>();
    expect(read).toMatchObject({ platform: 'TEMPLATE', timezone: 'Europe/Paris', count: 3, duplicates: 0 });
    expect(read.totals).toEqual({ gross_pnl: '85', fees: '7.5', swap: '-0.75', net_pnl: '76.75' });
    expect(read.errors).toEqual([
      { line: 5, message: IMPORT_MESSAGES.unreadableRow(ROW_PROBLEMS.quantity) },
      { line: 6, message: IMPORT_MESSAGES.unreadableRow(ROW_PROBLEMS.side) },
      { line: 7, message: IMPORT_MESSAGES.unreadableRow(ROW_PROBLEMS.exitPrice) },
    ]);
    expect(read.trades).toMatchObject([
      {
        line: 2,
        external_id: 'A1',
        asset_name: 'EURUSD',
        direction: 'LONG',
        quantity: '1.5',
        entry_price: '1.035',
        stop_loss_price: null,
        last_stop_price: '1.033',
        entry_date: '2025-02-03T08:15:00Z',
        status: 'CLOSED',
        close_date: '2025-02-03T10:40:00Z',
        close_price: '1.038',
        realized_rr: null,
        fees: '3.5',
        swap: '-0.75',
        gross_pnl: '45',
        pnl_amount: '40.75',
        pnl_source: 'REPORTED',
      },
      {
        line: 3,
        external_id: '-A2',
        asset_name: 'DE40',
        direction: 'SHORT',
        quantity: '2',
        entry_price: '21500.5',
        entry_date: '2025-02-04T13:00:00Z',
        close_price: '21480.5',
        realized_rr: null,
        last_stop_price: '21520.5',
        fees: '4',
        swap: '0',
        gross_pnl: '40',
        pnl_amount: '36',
      },
      {
        line: 4,
        asset_name: 'BTCUSD',
        status: 'OPEN',
        quantity: '0.25',
        entry_price: '96000',
        pnl_amount: null,
      },
    ]);

    const imported = await postImport(t, user, '', FILE, {
      template: template.id,
      capital_account: account.id,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json<ImportBatch>()).toMatchObject({
      platform: 'TEMPLATE',
      file_name: 'releve-courtier.csv',
      imported: 3,
      totals: read.totals,
      errors: read.errors,
    });
    expect((await api.account(account.id)).current_balance).toBe('10076.75');
    const again = await postImport(t, user, 'preview/', FILE, {
      template: template.id,
      capital_account: account.id,
    });
    expect(again.json<ImportPreview>().duplicates).toBe(3);
  });

  it('reads the dates in the request’s zone when it names one', async () => {
    const user = await t.createUser('tpl-zone');
    const template = await templateOf(user);
    const preview = await postImport(t, user, 'preview/', FILE, { template: template.id, timezone: 'UTC' });
    expect(preview.json<ImportPreview>()).toMatchObject({
      timezone: 'UTC',
      trades: [{ entry_date: '2025-02-03T09:15:00Z', close_date: '2025-02-03T11:40:00Z' }, {}, {}],
    });
  });

  it('refuses, in French on the field at fault, another user’s template, a missing one, a header the file lacks', async () => {
    const owner = await t.createUser('tpl-owner');
    const intruder = await t.createUser('tpl-intruder');
    const template = await templateOf(owner);
    const refusals = [
      [intruder, { template: template.id }, { template: [IMPORT_TEMPLATE_MESSAGES.unknownTemplate] }],
      [owner, { platform: 'TEMPLATE' }, { template: [REQUIRED_MESSAGE] }],
    ] as const;
    for (const [user, fields, errors] of refusals) {
      const response = await postImport(t, user, 'preview/', FILE, fields);
      expect([response.statusCode, response.json()]).toEqual([400, errors]);
    }
    const other = await templateOf(owner, {
      ...FRENCH_BROKER_TEMPLATE,
      name: 'Autre courtier',
      columns: { ...FRENCH_BROKER_TEMPLATE.columns, quantity: 'Lots' },
    });
    const preview = await postImport(t, owner, 'preview/', FILE, { template: other.id });
    expect([preview.statusCode, preview.json()]).toEqual([
      400,
      { file: [IMPORT_TEMPLATE_MESSAGES.missingColumn('Lots')] },
    ]);
  });

  it('gives a file’s delimiter, header and first five rows to build a template from', async () => {
    const user = await t.createUser('tpl-header');
    const response = await postImport(t, user, 'header/', FILE);
    expect(response.statusCode, response.body).toBe(200);
    const header = response.json<{ delimiter: string; columns: string[]; sample: string[][] }>();
    expect(header.delimiter).toBe(';');
    expect(header.columns).toEqual(Object.values(FRENCH_BROKER_TEMPLATE.columns));
    expect(header.sample.map((row) => row[0])).toEqual(['EURUSD', 'DE40', 'BTCUSD', 'GBPUSD', 'USDJPY']);
    const piped = { name: 'p.txt', bytes: Buffer.from('Date|Symbole|Prix, €\n2025-01-02|EURUSD|1,5\n') };
    expect((await postImport(t, user, 'header/', piped)).json()).toEqual({
      delimiter: '|',
      columns: ['Date', 'Symbole', 'Prix, €'],
      sample: [['2025-01-02', 'EURUSD', '1,5']],
    });
  });
});
