import type {
  ImportBatch,
  ImportPreview,
  ImportTemplate,
  ImportTemplateInput,
  Trade,
} from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { arrangeSetup, createAccount } from '../../../test/support/trades-test-support.ts';

/*
 * docs/rules/trades.md–§11: a template that maps prices, quantity, fees and swap but no `pnl_amount` — each closed trade
 * gets the ESTIMATED money of its exits (net = gross − fees + swap, the rule of a manual close), by hand:
 * - line 2, AAPL (STOCK) long 10 at 180.25, out at 183.10, stop 178.25: gross 10 × 2.85 = 28.5; fees 1.2, swap 0
 *   → net 27.3. The stop of a closed position is where it stood at the close (docs/rules/imports.md#stops): its
 *   last stop, R unknown, outcome WIN from the net.
 * - line 3, BTCUSDT (CRYPTO) short 0.5 at 97 000, out at 97 421.37, no stop: gross 0.5 × −421.37 = −210.685;
 *   fees 2.5, swap −0.13 → net −210.685 − 2.5 − 0.13 = −213.315; R unknown, outcome LOSS from the net.
 * - line 4, MESH5 (FUTURES, 5 USD a point) long 2 at 6 000.25, out at 6 010.5: gross 2 × 10.25 × 5 = 102.5; fees
 *   1.24, swap 0 → net 101.26.
 * - line 5, EURUSD long 1 at 1.05, no close date: OPEN, no money, outside the totals.
 * - line 6, GBPUSD (FOREX) short 1.5 lots at 1.27, out at 1.267, last stop 1.275: the file does not say what a lot
 *   is: no estimate (no money, no source) rather than a wrong one, and no R; outside the totals.
 * Totals: gross 28.5 − 210.685 + 102.5 = −79.685, fees 4.94, swap −0.13, net 27.3 − 213.315 + 101.26 = −84.755
 * (= −79.685 − 4.94 − 0.13). The account of 10 000 ends at 10 000 − 84.755 = 9 915.245.
 */

const CSV = Buffer.from(
  'Symbol,Side,Opened,Closed,Qty,Entry,Exit,Stop,Fees,Swap\n' +
    'AAPL,long,2025-03-03 14:30:00,2025-03-03 15:10:00,10,180.25,183.10,178.25,1.20,0\n' +
    'BTCUSDT,short,2025-03-04 08:00:00,2025-03-04 09:00:00,0.5,97000,97421.37,,2.50,-0.13\n' +
    'MESH5,buy,2025-03-05 14:00:00,2025-03-05 14:45:00,2,6000.25,6010.5,,1.24,0\n' +
    'EURUSD,buy,2025-03-06 10:00:00,,1,1.05,,,0,0\n' +
    'GBPUSD,sell,2025-03-06 11:00:00,2025-03-06 12:00:00,1.5,1.27,1.267,1.275,0,0\n',
);
const FILE = { name: 'prix-seuls.csv', bytes: CSV };
const TEMPLATE: ImportTemplateInput = {
  name: 'Prix seuls',
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
    stop_loss_price: 'Stop',
    fees: 'Fees',
    swap: 'Swap',
    pnl_amount: null,
    external_id: null,
  },
};
const ESTIMATED = [
  { asset_name: 'AAPL', gross_pnl: '28.5', fees: '1.2', swap: '0', pnl_amount: '27.3', realized_rr: null },
  // −210.685 in cents, half to even (docs/rules/money.md#minor-units): −210.68; net −210.68 − 2.5 − 0.13.
  { asset_name: 'BTCUSDT', gross_pnl: '-210.68', fees: '2.5', swap: '-0.13', pnl_amount: '-213.31' },
  { asset_name: 'MESH5', gross_pnl: '102.5', fees: '1.24', swap: '0', pnl_amount: '101.26' },
].map((trade) => ({ ...trade, status: 'CLOSED', pnl_source: 'ESTIMATED' }));
const OPEN = { asset_name: 'EURUSD', status: 'OPEN', gross_pnl: null, pnl_amount: null, pnl_source: null };
const LOTS = { asset_name: 'GBPUSD', status: 'CLOSED', gross_pnl: null, pnl_amount: null, pnl_source: null };

const t = useTestApp();

describe('a template without pnl_amount (docs/rules/trades.md–§11)', () => {
  it('estimates each closed trade’s net from its exits, in the preview, the import and the balance', async () => {
    const user = await t.createUser('tpl-estimate');
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '10000');
    const template = await api.ok<ImportTemplate>(201, 'POST', '/api/v1/import-templates/', TEMPLATE);

    const preview = await postImport(t, user, 'preview/', FILE, {
      template: template.id,
      capital_account: account.id,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const read = preview.json<ImportPreview>();
    expect(read).toMatchObject({ count: 5, errors: [], trades: [...ESTIMATED, OPEN, LOTS] });
    expect(read.totals).toEqual({ gross_pnl: '-79.68', fees: '4.94', swap: '-0.13', net_pnl: '-84.75' });

    const imported = await postImport(t, user, '', FILE, {
      template: template.id,
      capital_account: account.id,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json<ImportBatch>()).toMatchObject({ imported: 5, totals: read.totals });
    expect((await api.account(account.id)).current_balance).toBe('9915.25');
    const page = await api.ok<{ results: Trade[] }>(
      200,
      'GET',
      `/api/v1/trades/?capital_account=${account.id}`,
    );
    const byName = new Map(page.results.map((trade) => [trade.asset_name, trade]));
    expect(ESTIMATED.map((trade) => byName.get(trade.asset_name))).toMatchObject(ESTIMATED);
    expect(byName.get('AAPL')).toMatchObject({
      stop_loss_price: null,
      last_stop_price: '178.25',
      outcome: 'WIN',
    });
    expect(byName.get('BTCUSDT')).toMatchObject({
      realized_rr: null,
      last_stop_price: null,
      outcome: 'LOSS',
    });
    expect(byName.get('EURUSD')).toMatchObject(OPEN);
    expect(byName.get('GBPUSD')).toMatchObject({ ...LOTS, realized_rr: null, last_stop_price: '1.275' });
  });
});
