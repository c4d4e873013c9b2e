import { type ImportBatch, type ImportPreview, RISK_PER_TRADE_MESSAGE, type Trade } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { mt5HtmlReport } from '../../../test/support/mt5-html-test-support.ts';
import { apiOf, createAccount } from '../../../test/support/trades-test-support.ts';

/*
 * docs/rules/imports.md#stops: R comes from a risk the file gives or the trader declares, else it is unknown.
 * Two MES pairs of a Tradovate Performance export (5 USD a point, no fees), an account of 10 000:
 * - Jan 22 23:02 → Jan 23 00:30, bought 6 117.75, sold 6 130.25: gross 12.5 × 5 = 62.50;
 * - Jan 24 22:45 → 23:04, bought 6 150.00, sold 6 158.25: gross 8.25 × 5 = 41.25.
 * Declared 50 (an amount): R 62.5 / 50 = 1.25 and 41.25 / 50 = 0.825.
 * Declared 1 % of the balance at each entry: 1 % of 10 000 = 100 → R 0.625; the second entry comes after the first
 * close, 1 % of 10 062.50 = 100.625 → 100.62 (half to even) → R 41.25 / 100.62 = 0.40996… → 0.41.
 */
const HEADER =
  'symbol,_priceFormat,_priceFormatType,_tickSize,buyFillId,sellFillId,qty,buyPrice,sellPrice,pnl,' +
  'boughtTimestamp,soldTimestamp,duration';
const FILE = {
  name: 'Performance.csv',
  bytes: Buffer.from(
    `${HEADER}\n` +
      'MESH5,-2,0,0.25,6008478034,6008478078,1,6117.75,6130.25,$62.50,01/22/2025 23:02:03,01/23/2025 00:30:16,1h\n' +
      'MESH5,-2,0,0.25,6008478123,6008478141,1,6150.00,6158.25,$41.25,01/24/2025 22:45:44,01/24/2025 23:04:39,18min\n',
  ),
};

const t = useTestApp();

async function arrange(name: string) {
  const user = await t.createUser(name);
  const api = apiOf(t, user);
  const account = await createAccount(api, '10000');
  const post = (path: '' | 'preview/', fields: Record<string, string | number>) =>
    postImport(t, user, path, FILE, { capital_account: account.id, timezone: 'UTC', ...fields });
  const trades = async () =>
    (await api.ok<{ results: Trade[] }>(200, 'GET', `/api/v1/trades/?capital_account=${account.id}`)).results
      .map((trade) => [trade.entry_date, trade.risk_amount, trade.realized_rr, trade.outcome])
      .sort();
  return { post, trades };
}

describe('risk_per_trade, the risk the trader declares for an import', () => {
  it('without it, R is unknown: the file gives no stop', async () => {
    const { post, trades } = await arrange('risk-none');
    expect((await post('', {})).statusCode).toBe(201);
    expect(await trades()).toEqual([
      ['2025-01-22T23:02:03Z', null, null, 'WIN'],
      ['2025-01-24T22:45:44Z', null, null, 'WIN'],
    ]);
  });

  it('an amount: each trade risked it, R is its gross over it, in the preview and the import', async () => {
    const { post, trades } = await arrange('risk-amount');
    const preview = (await post('preview/', { risk_per_trade: '50' })).json<ImportPreview>();
    expect(preview.trades.map((trade) => trade.realized_rr)).toEqual([1.25, 0.825]);
    expect((await post('', { risk_per_trade: '50' })).json<ImportBatch>()).toMatchObject({ imported: 2 });
    expect(await trades()).toEqual([
      ['2025-01-22T23:02:03Z', '50', 1.25, 'WIN'],
      ['2025-01-24T22:45:44Z', '50', 0.825, 'WIN'],
    ]);
  });

  it('a percent of the balance at each entry, the file’s earlier closes included', async () => {
    const { post, trades } = await arrange('risk-percent');
    expect((await post('', { risk_per_trade: '1 %' })).statusCode).toBe(201);
    expect(await trades()).toEqual([
      ['2025-01-22T23:02:03Z', '100', 0.625, 'WIN'],
      ['2025-01-24T22:45:44Z', '100.62', 0.41, 'WIN'],
    ]);
  });

  it('anything else is refused in French, on the field, and nothing is written', async () => {
    const { post, trades } = await arrange('risk-refused');
    for (const value of ['beaucoup', '0', '150 %', '-20', '1e3']) {
      for (const path of ['', 'preview/'] as const) {
        const answer = await post(path, { risk_per_trade: value });
        expect([value, answer.statusCode, answer.json()]).toEqual([
          value,
          400,
          { risk_per_trade: [RISK_PER_TRADE_MESSAGE] },
        ]);
      }
    }
    expect(await trades()).toEqual([]);
  });
});

/*
 * A MetaTrader 5 position whose stop the trader moved to break even: XAUUSD long 0.50 from 2 318.40 to 2 330.90,
 * S/L 2 318.42 at the close; profit 1 250.00, commission −3.50, swap −1.10 → net 1 245.40, gross 1 250. Measured
 * against that S/L it was 12.50 / 0.02 = +625 R. It is the trade's last stop: R unknown, WIN by its net; declared
 * 500, R = 1 250 / 500 = 2.5.
 */
const BREAK_EVEN = mt5HtmlReport(
  [
    {
      id: '2001',
      symbol: 'XAUUSD',
      type: 'buy',
      volume: '0.50',
      openTime: '2025.05.02 10:15:30',
      openPrice: '2318.40',
      stopLoss: '2318.42',
      swap: '-1.10',
      close: { time: '2025.05.02 11:00:00', price: '2330.90', commission: '-3.50', profit: '1250.00' },
    },
  ],
  '1245.40',
);

describe('a MetaTrader S/L moved to break even', () => {
  it.each([
    [{}, null, null],
    [{ risk_per_trade: '500' }, '500', 2.5],
  ])('is the last stop, never R’s (%o)', async (fields, risk, r) => {
    const user = await t.createUser(`risk-mt5-${risk ?? 'none'}`);
    const api = apiOf(t, user);
    const account = await createAccount(api, '10000');
    const answer = await postImport(t, user, '', BREAK_EVEN, {
      capital_account: account.id,
      timezone: 'UTC',
      ...fields,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const [trade] = (
      await api.ok<{ results: Trade[] }>(200, 'GET', `/api/v1/trades/?capital_account=${account.id}`)
    ).results;
    expect(trade).toMatchObject({
      stop_loss_price: null,
      last_stop_price: '2318.42',
      gross_pnl: '1250',
      pnl_amount: '1245.4',
      risk_amount: risk,
      realized_rr: r,
      outcome: 'WIN',
    });
  });
});
