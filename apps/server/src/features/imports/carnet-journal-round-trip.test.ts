import type { CapitalAccount, ImportBatch, Trade, TradePage } from '@carnet/contract';
import { Decimal, toDecimalString } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { exportTradesCsv } from '../../../test/support/trades-csv-test-support.ts';
import { type Api, apiOf } from '../../../test/support/trades-test-support.ts';
import { arrangeWholeJournal, createSetup } from '../../../test/support/whole-journal-test-support.ts';

const t = useTestApp();

/** Everything a trade holds but what names the journal it lives in (ids, account, configuration, dates of rows). */
function journalFace(trade: Trade) {
  const {
    id,
    capital_account,
    strategy,
    strategy_type,
    created_at,
    updated_at,
    screenshots,
    take_profits,
    confirmations,
    exits,
    ...recorded
  } = trade;
  return {
    ...recorded,
    take_profits: take_profits.map(({ id: _, ...takeProfit }) => takeProfit),
    confirmations: confirmations.map(({ id: _, ...confirmation }) => confirmation),
    exits: exits.map(({ id: _, ...exit }) => exit),
  };
}

async function tradesOf(api: Api, accountId: number): Promise<Trade[]> {
  const page = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/');
  const ids = page.results
    .filter((row) => row.capital_account === accountId)
    .map((row) => row.id)
    .sort((a, b) => a - b);
  const trades: Trade[] = [];
  for (const id of ids) trades.push(await api.trade(id));
  return trades;
}

const netOf = (trades: readonly Trade[]) =>
  trades.reduce((sum, trade) => sum.plus(trade.pnl_amount ?? 0), new Decimal(0));

describe('trades.csv of a whole journal, imported by another trader (docs/rules/imports.md)', () => {
  it('gives the same file but for the account column, and the same trades, R, money, plan and checklist', async () => {
    const now = new Date();
    const source = await arrangeWholeJournal(t, await t.createUser('journal-source'), now);
    // The journal holds what it claims: status, money source, draft, retroactive plan, stop, exits.
    expect(
      source.trades.map((trade) => [
        trade.status,
        trade.pnl_source,
        trade.pnl_amount === null,
        trade.is_draft,
        trade.plan_is_retroactive,
        trade.stop_loss_price === null,
        trade.exits.length,
      ]),
    ).toEqual([
      ['CLOSED', 'REPORTED', false, false, true, false, 3],
      ['OPEN', null, true, false, false, false, 0],
      ['CLOSED', 'ESTIMATED', false, false, true, false, 1],
      ['CLOSED', 'ESTIMATED', true, false, true, false, 1],
      ['CLOSED', 'ESTIMATED', false, false, true, false, 3],
      ['OPEN', null, true, true, false, false, 0],
      ['CLOSED', 'ESTIMATED', false, false, true, false, 1],
      ['OPEN', null, true, false, false, true, 1],
      ['CLOSED', 'REPORTED', false, false, false, true, 1],
    ]);
    expect(source.trades[0]?.confirmations.map(({ key, passed }) => [key, passed])).toEqual([
      ['HTF_ZONE', true],
      ['LTF_BOS', true],
      ['VOLUME', false],
    ]);
    const exported = (await exportTradesCsv(t, source.user)).body;

    const copier = await t.createUser('journal-copy');
    const api = apiOf(t, copier);
    const setup = await createSetup(api);
    const account = await api.ok<CapitalAccount>(201, 'POST', '/api/v1/capital-accounts/', {
      name: 'Compte importé',
      starting_balance: '5000',
    });
    const file = { name: 'carnet-trades.csv', bytes: Buffer.from(exported, 'utf8') };
    const answer = await postImport(t, copier, '', file, { capital_account: account.id });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<ImportBatch>()).toMatchObject({
      platform: 'CARNET_TRADES',
      imported: source.trades.length,
      duplicates: 0,
      errors: [],
    });

    // The same bytes but for `capital_account`: the trades went into the account chosen for the import. The ids
    // differ too, but the file holds none: `external_id` carries the source's own (`CARNET-<id>` or the platform's).
    const copied = (await exportTradesCsv(t, copier)).body;
    expect(exported.split(',Compte principal,')).toHaveLength(source.trades.length + 1);
    expect(copied).toBe(exported.replaceAll(',Compte principal,', ',Compte importé,'));

    const copies = await tradesOf(api, account.id);
    expect(copies.map(journalFace)).toEqual(source.trades.map(journalFace));
    // The configuration and its type are linked by name to the importer's own.
    const retest = setup.types.find((type) => type.description === 'Retest');
    expect(copies.map((trade) => [trade.strategy, trade.strategy_type])).toEqual(
      copies.map((_, index) => (index === 0 ? [setup.id, retest?.id] : [null, null])),
    );
    for (const copy of copies) {
      expect((await api.history(copy.id)).map((entry) => entry.action)).toEqual(['IMPORT']);
    }
    const balance = toDecimalString(netOf(source.trades).plus('5000'));
    expect((await api.account(account.id)).current_balance).toBe(balance);

    const again = await postImport(t, copier, '', file, { capital_account: account.id });
    expect(again.json<ImportBatch>()).toMatchObject({ imported: 0, duplicates: source.trades.length });
    expect((await api.account(account.id)).current_balance).toBe(balance);
  });

  it('writes a trade without its configuration where the importer has none of that name, its record kept', async () => {
    const source = await arrangeWholeJournal(t, await t.createUser('journal-source-2'), new Date());
    const exported = (await exportTradesCsv(t, source.user)).body;
    const importer = await t.createUser('journal-no-setup');
    const api = apiOf(t, importer);
    const account = await api.ok<CapitalAccount>(201, 'POST', '/api/v1/capital-accounts/', {
      name: 'Compte principal',
      starting_balance: '10000',
    });
    const file = { name: 'carnet-trades.csv', bytes: Buffer.from(exported, 'utf8') };
    expect((await postImport(t, importer, '', file, { capital_account: account.id })).statusCode).toBe(201);
    const [copy] = await tradesOf(api, account.id);
    const [original] = source.trades;
    expect(copy?.strategy).toBeNull();
    expect(copy && journalFace(copy)).toEqual(original && journalFace(original));
    // Only the link is lost: the re-export names no configuration, as after deleting one.
    const copied = (await exportTradesCsv(t, importer)).body;
    expect(copied).toBe(exported.replace(',Cassure de range,', ',,').replace(',Retest,', ',,'));
  });
});
