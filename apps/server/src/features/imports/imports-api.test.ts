import type { ImportBatch, ImportPreview, Trade, TradePage } from '@carnet/contract';
import { Decimal, parseDecimal, toDecimalString } from '@carnet/domain';
import { readDecimal } from '@carnet/importers';
import { expect, it } from 'vitest';
import { describeWithSharedFixtures, sharedFixtureBytes } from '../../../../../test/shared-fixtures.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { arrangeSetup, createAccount } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

/** Tradovate's real Performance export beside the repository (test/shared-fixtures.ts), read by the tests. */
const performance = () => ({
  name: 'Performance.csv',
  bytes: sharedFixtureBytes('tradovate/Performance.csv'),
});

/** Σ of the file's own `pnl` column, read independently of the parser: the figure the file states. */
function statedPerformanceTotal(): { pairs: number; net: string } {
  const [header = '', ...rows] = performance().bytes.toString('utf8').trim().split(/\r?\n/);
  const column = header.split(',').indexOf('pnl');
  let net = new Decimal(0);
  for (const row of rows) {
    // `$(41.25)` holds no comma; the quoted fields of this file do not either.
    net = net.plus(parseDecimal(readDecimal(row.split(',')[column])) ?? Number.NaN);
  }
  return { pairs: rows.length, net: toDecimalString(net) };
}

describeWithSharedFixtures('imports of a platform file (docs/rules/imports.md)', () => {
  it('previews without writing, imports all at once, moves the balance, skips duplicates and undoes exactly', async () => {
    const user = await t.createUser('import-tradovate');
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '25000.55');
    const stated = statedPerformanceTotal();

    const preview = await postImport(t, user, 'preview/', performance(), {
      capital_account: account.id,
      timezone: 'America/Chicago',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const read = preview.json<ImportPreview>();
    expect(read).toMatchObject({
      platform: 'TRADOVATE_PERFORMANCE',
      timezone: 'America/Chicago',
      duplicates: 0,
      errors: [],
    });
    expect(read.totals.net_pnl).toBe(stated.net);
    expect(read.trades.length).toBe(Math.min(read.count, 200));
    expect((await api.ok<TradePage>(200, 'GET', '/api/v1/trades/')).count).toBe(0);

    const imported = await postImport(t, user, '', performance(), {
      capital_account: account.id,
      timezone: 'America/Chicago',
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const batch = imported.json<ImportBatch>();
    expect(batch).toMatchObject({ imported: read.count, duplicates: 0, file_name: 'Performance.csv' });
    expect(batch.totals.net_pnl).toBe(stated.net);
    const balance = toDecimalString(new Decimal('25000.55').plus(stated.net));
    expect((await api.account(account.id)).current_balance).toBe(balance);

    // The first trade as the file has it: MESH5, 1 contract, bought 6117.75 on 01/22/2025 23:02:03 Chicago
    // (UTC−6 in January), sold 6130.25, $62.50.
    const page = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/?entry_date__lte=2025-01-23');
    const first = page.results.find((trade) => trade.entry_date === '2025-01-23T05:02:03Z');
    expect(first).toMatchObject({
      asset_name: 'MESH5',
      asset_type: 'FUTURES',
      direction: 'LONG',
      status: 'CLOSED',
      pnl_amount: '62.5',
      pnl_source: 'REPORTED',
      realized_rr: null,
      outcome: 'WIN',
    });
    const detail = await api.trade(first?.id ?? 0);
    expect(detail.exits).toEqual([
      expect.objectContaining({ price: '6130.25', quantity: '1', executed_at: '2025-01-23T06:30:16Z' }),
    ]);
    const history = await api.history(detail.id);
    expect(history.map((entry) => entry.action)).toEqual(['IMPORT']);
    // The file's symbols join the profile's lists, once each.
    const profile = await api.ok<{ assets: { FUTURES: string[] } }>(200, 'GET', '/api/v1/profile/');
    expect(profile.assets.FUTURES.filter((name) => name === 'MESH5')).toEqual(['MESH5']);

    const again = await postImport(t, user, '', performance(), {
      capital_account: account.id,
      timezone: 'America/Chicago',
    });
    expect(again.json<ImportBatch>()).toMatchObject({ imported: 0, duplicates: read.count });
    expect((await api.account(account.id)).current_balance).toBe(balance);

    expect((await api.ok<ImportBatch[]>(200, 'GET', '/api/v1/imports/')).map((item) => item.id)).toEqual([
      again.json<ImportBatch>().id,
      batch.id,
    ]);
    await api.remove(`/api/v1/imports/${batch.id}/`);
    expect((await api.account(account.id)).current_balance).toBe('25000.55');
    expect((await api.ok<TradePage>(200, 'GET', '/api/v1/trades/')).count).toBe(0);
    expect((await api.call('GET', `/api/v1/imports/${batch.id}/`)).statusCode).toBe(404);
  });

  it('gives back, on undo, what a trade edited after the import holds', async () => {
    const user = await t.createUser('import-undo-edited');
    const { api } = await arrangeSetup(t, user);
    const account = await createAccount(api, '1000');
    const imported = await postImport(t, user, '', performance(), {
      capital_account: account.id,
      timezone: 'UTC',
    });
    const batch = imported.json<ImportBatch>();
    const [row] = (await api.ok<TradePage>(200, 'GET', '/api/v1/trades/')).results;
    const trade = await api.trade(row?.id ?? 0);
    await api.ok<Trade>(200, 'PUT', `/api/v1/trades/${trade.id}/`, {
      asset_type: trade.asset_type,
      asset_name: trade.asset_name,
      direction: trade.direction,
      entry_price: trade.entry_price,
      stop_loss_price: trade.direction === 'LONG' ? '1' : '999999',
      quantity: trade.quantity,
      entry_date: trade.entry_date,
      capital_account: account.id,
      fees: '1.24',
    });
    await api.remove(`/api/v1/imports/${batch.id}/`);
    expect((await api.account(account.id)).current_balance).toBe('1000');
  });

  it('refuses what it cannot read with a French 400 on the right field, and writes nothing', async () => {
    const user = await t.createUser('import-refusals');
    const { api, account } = await arrangeSetup(t, user);
    const cases = [
      [{ name: 'vide.csv', bytes: Buffer.alloc(0) }, { capital_account: account.id }, 'file'],
      [{ name: 'x.csv', bytes: Buffer.from('a,b,c\n1,2,3\n') }, { capital_account: account.id }, 'file'],
      [
        { name: 'bin.xlsx', bytes: Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 255, 1]) },
        { capital_account: account.id },
        'file',
      ],
      [performance(), {}, 'capital_account'],
      [performance(), { capital_account: 999_999 }, 'capital_account'],
      [performance(), { capital_account: account.id, timezone: 'Mars/Olympus' }, 'timezone'],
      [performance(), { capital_account: account.id, platform: 'TEMPLATE' }, 'template'],
    ] as const;
    for (const [file, fields, field] of cases) {
      const answer = await postImport(t, user, '', file, fields);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(Object.keys(answer.json()), answer.body).toEqual([field]);
    }
    expect((await api.ok<TradePage>(200, 'GET', '/api/v1/trades/')).count).toBe(0);
    expect(await api.ok(200, 'GET', '/api/v1/imports/')).toEqual([]);
  });

  it('keeps the zone a file writes beside its times, whatever zone the trader picks', async () => {
    const user = await t.createUser('import-stated-zone');
    const { api, account } = await arrangeSetup(t, user);
    // Binance writes its times in UTC (`Date(UTC)`): 10:00 UTC stays 10:00 UTC when Paris is picked.
    const binance = {
      name: 'binance.csv',
      bytes: Buffer.from(
        [
          'Date(UTC),Pair,Side,Price,Executed,Amount,Fee',
          '2026-03-05 10:00:00,BTCUSDT,BUY,60000,0.01000000BTC,600.00000000USDT,0.60000000USDT',
          '2026-03-05 12:30:00,BTCUSDT,SELL,61000,0.01000000BTC,610.00000000USDT,0.61000000USDT',
        ].join('\n'),
      ),
    };
    const fields = { capital_account: account.id, timezone: 'Europe/Paris' };
    const preview = (await postImport(t, user, 'preview/', binance, fields)).json<ImportPreview>();
    expect(preview).toMatchObject({ platform: 'BINANCE_TRADES', timezone: 'UTC', timezone_stated: true });
    expect(preview.trades[0]).toMatchObject({
      entry_date: '2026-03-05T10:00:00Z',
      close_date: '2026-03-05T12:30:00Z',
    });
    expect((await postImport(t, user, '', binance, fields)).statusCode).toBe(201);
    const [trade] = (await api.ok<TradePage>(200, 'GET', '/api/v1/trades/')).results;
    expect(trade).toMatchObject({ entry_date: '2026-03-05T10:00:00Z', close_date: '2026-03-05T12:30:00Z' });

    // A Tradovate file states no zone: the trader's choice is the one read, and said not to be the file's.
    const chosen = await postImport(t, user, 'preview/', performance(), fields);
    expect(chosen.json<ImportPreview>()).toMatchObject({ timezone: 'Europe/Paris', timezone_stated: false });
  });
});
