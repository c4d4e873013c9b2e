import type { ImportBatch, ImportPreview, ImportTemplate } from '@carnet/contract';
import { POINT_VALUE_MESSAGES } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { arrangeSetup, createAccount } from '../../../test/support/trades-test-support.ts';

/*
 * Carnet knows the point value of the futures roots of its registry and asks for any other
 * (docs/rules/money.md#instruments). A NinjaTrader Executions file, by hand:
 * - ES 03-25 (50 $ a point, known): long 1 at 6000, out at 6004: 200 − 2 × 2.02 = 195.96.
 * - XYZ 02-25 (a root unknown to Carnet): long 2 at 190.125, out at 191.5: 1.375 × 2 × 400 $ = 1 100 − 2 × 4.04
 *   = 1 091.92 once the trader says 400; until then its two lines are errors and the preview asks for XYZ.
 */
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
const XYZ_LINE =
  'Valeur du point inconnue pour XYZ 02-25 (racine XYZ) : indiquez-la pour importer ce contrat';

const t = useTestApp();

describe('point values of futures roots Carnet does not know', () => {
  it('the preview names the root; given, preview and import price it exactly and the balance follows', async () => {
    const user = await t.createUser('pv-ninja');
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '10000');
    const fields = { capital_account: account.id, timezone: 'America/Chicago' };

    const asking = (await postImport(t, user, 'preview/', EXECUTIONS, fields)).json<ImportPreview>();
    expect(asking).toMatchObject({ platform: 'NINJATRADER_TRADES', count: 1, point_values_needed: ['XYZ'] });
    expect(asking.errors).toEqual([
      { line: 4, message: XYZ_LINE },
      { line: 5, message: XYZ_LINE },
    ]);
    expect(asking.totals.net_pnl).toBe('195.96');

    const given = { ...fields, point_values: JSON.stringify({ XYZ: '400' }) };
    const priced = (await postImport(t, user, 'preview/', EXECUTIONS, given)).json<ImportPreview>();
    expect(priced).toMatchObject({ count: 2, errors: [], point_values_needed: [] });
    expect(priced.totals).toEqual({ gross_pnl: '1300', fees: '12.12', swap: '0', net_pnl: '1287.88' });
    expect(priced.trades[1]).toMatchObject({
      asset_name: 'XYZ 02-25',
      asset_type: 'FUTURES',
      gross_pnl: '1100',
      fees: '8.08',
      pnl_amount: '1091.92',
      pnl_source: 'REPORTED',
    });

    const answer = await postImport(t, user, '', EXECUTIONS, given);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<ImportBatch>()).toMatchObject({ imported: 2, errors: [], totals: priced.totals });
    expect((await api.account(account.id)).current_balance).toBe('11287.88');
  });

  it('an import without the value keeps the contract out, says so, and a later import with it adds it', async () => {
    const user = await t.createUser('pv-later');
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '10000');
    const fields = { capital_account: account.id, timezone: 'UTC' };
    const first = (await postImport(t, user, '', EXECUTIONS, fields)).json<ImportBatch>();
    expect(first).toMatchObject({ imported: 1, errors: [{ line: 4, message: XYZ_LINE }, { line: 5 }] });
    const second = await postImport(t, user, '', EXECUTIONS, { ...fields, point_values: '{"XYZ": 400}' });
    expect(second.json<ImportBatch>()).toMatchObject({ imported: 1, duplicates: 1, errors: [] });
    expect((await api.account(account.id)).current_balance).toBe('11287.88');
  });

  it('a closed futures trade of a template without pnl_amount is estimated with the trader’s value', async () => {
    const user = await t.createUser('pv-template');
    const { api } = await arrangeSetup(t, user);
    const template = await api.ok<ImportTemplate>(201, 'POST', '/api/v1/import-templates/', {
      name: 'Contrats',
      delimiter: ',',
      decimal_separator: '.',
      date_format: 'YYYY-MM-DD HH:mm:ss',
      timezone: 'UTC',
      columns: {
        asset_name: 'Symbol',
        direction: 'Side',
        entry_date: 'Opened',
        close_date: 'Closed',
        quantity: 'Qty',
        entry_price: 'Entry',
        exit_price: 'Exit',
        stop_loss_price: null,
        fees: 'Fees',
        swap: null,
        pnl_amount: null,
        external_id: null,
      },
    });
    // XYZZ5 (a root unknown to Carnet) short 1 at 82.5, out at 81.75: 0.75 × 400 $ = 300 − 2.5 = 297.5
    const file = {
      name: 'contrats.csv',
      bytes: Buffer.from(
        'Symbol,Side,Opened,Closed,Qty,Entry,Exit,Fees\nXYZZ5,short,2025-03-03 14:30:00,2025-03-03 15:10:00,1,82.5,81.75,2.50\n',
      ),
    };
    const asking = (
      await postImport(t, user, 'preview/', file, { template: template.id })
    ).json<ImportPreview>();
    expect(asking).toMatchObject({ point_values_needed: ['XYZ'], trades: [{ pnl_amount: null }] });
    const priced = (
      await postImport(t, user, 'preview/', file, { template: template.id, point_values: '{"XYZ":"400"}' })
    ).json<ImportPreview>();
    expect(priced).toMatchObject({
      point_values_needed: [],
      trades: [{ gross_pnl: '300', pnl_amount: '297.5', pnl_source: 'ESTIMATED' }],
    });
  });

  it.each([
    ['not json', POINT_VALUE_MESSAGES.unreadable],
    ['["LE", 400]', POINT_VALUE_MESSAGES.unreadable],
    ['{"le x": "400"}', POINT_VALUE_MESSAGES.badRoot('le x')],
    ['{"LE": "-400"}', POINT_VALUE_MESSAGES.badValue('LE', 'Doit être supérieur à 0.')],
    ['{"LE": "abc"}', POINT_VALUE_MESSAGES.badValue('LE', 'Nombre décimal invalide.')],
  ])('point_values %s is a French 400 on the field', async (value, message) => {
    const user = await t.createUser(`pv-bad-${value.length}-${value.charCodeAt(2)}`);
    const answer = await postImport(t, user, 'preview/', EXECUTIONS, { point_values: value });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ point_values: [message] });
  });
});
