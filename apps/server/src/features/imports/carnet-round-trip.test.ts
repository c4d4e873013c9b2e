import type { ImportBatch, Trade, TradePage } from '@carnet/contract';
import { Decimal, toDecimalString } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { arrangeTradeShapes, exportTradesCsv } from '../../../test/support/trades-csv-test-support.ts';
import { createAccount } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

/** What a round trip must keep of a trade (docs/rules/imports.md: « the same trades, R and money »). */
const kept = (trade: Trade) => ({
  asset_type: trade.asset_type,
  asset_name: trade.asset_name,
  direction: trade.direction,
  status: trade.status,
  entry_date: trade.entry_date,
  entry_price: trade.entry_price,
  quantity: trade.quantity,
  stop_loss_price: trade.stop_loss_price,
  exits: trade.exits.map(({ price, quantity, executed_at }) => ({ price, quantity, executed_at })),
  close_date: trade.close_date,
  close_price: trade.close_price,
  realized_rr: trade.realized_rr,
  outcome: trade.outcome,
  fees: trade.fees,
  swap: trade.swap,
  gross_pnl: trade.gross_pnl,
  pnl_amount: trade.pnl_amount,
});

describe('trades.csv imported back (docs/rules/imports.md, round trip exact)', () => {
  it('gives the same trades, R and money in an empty account, and nothing twice', async () => {
    const user = await t.createUser('carnet-round-trip');
    const { api, trades } = await arrangeTradeShapes(t, user);
    const csv = await exportTradesCsv(t, user);
    const file = { name: 'export.csv', bytes: Buffer.from(csv.body, 'utf8') };
    const empty = await createAccount(api, '1000.01');

    const preview = await postImport(t, user, 'preview/', file, { capital_account: empty.id });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ platform: 'CARNET_TRADES', timezone: 'UTC', errors: [] });

    const answer = await postImport(t, user, '', file, { capital_account: empty.id });
    expect(answer.statusCode, answer.body).toBe(201);
    const batch = answer.json<ImportBatch>();
    expect(batch).toMatchObject({
      platform: 'CARNET_TRADES',
      imported: trades.length,
      duplicates: 0,
      errors: [],
    });

    const page = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/');
    const copies = page.results.filter((row) => row.capital_account === empty.id).sort((a, b) => a.id - b.id);
    expect(copies).toHaveLength(trades.length);
    for (const [index, original] of trades.entries()) {
      const copy = await api.trade(copies[index]?.id ?? 0);
      expect(kept(copy)).toEqual(kept(original));
    }

    const net = trades.reduce((sum, trade) => sum.plus(trade.pnl_amount ?? 0), new Decimal(0));
    expect(batch.totals.net_pnl).toBe(toDecimalString(net));
    const balance = toDecimalString(net.plus('1000.01'));
    expect((await api.account(empty.id)).current_balance).toBe(balance);

    const again = await postImport(t, user, '', file, { capital_account: empty.id });
    expect(again.json<ImportBatch>()).toMatchObject({ imported: 0, duplicates: trades.length });
    expect((await api.account(empty.id)).current_balance).toBe(balance);
  });
});
