import { TAG_MESSAGES, TRADE_BULK_MESSAGES, type TradeCreate } from '@carnet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  type Api,
  arrangeSetup,
  createAccount,
  longTrade,
} from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

let api: Api;
let other: Api;
let strangerTradeId: number;

beforeAll(async () => {
  api = (await arrangeSetup(t, await t.createUser('bulk-owner'))).api;
  const stranger = await arrangeSetup(t, await t.createUser('bulk-stranger'));
  other = stranger.api;
  strangerTradeId = (await other.createTrade(longTrade(stranger.account.id, { tags: ['Secret'] }))).id;
});

const bulk = (who: Api, action: string, body: object) =>
  who.call('POST', `/api/v1/trades/bulk/${action}/`, body);

// LONG 30 AAPL at 200, stop 190, TP1 205 × 10: closed at 185 with TP1 hit, −250 computed (trades-money.test.ts).
const aapl = (accountId: number, overrides: Partial<TradeCreate> = {}) =>
  longTrade(accountId, {
    asset_type: 'STOCK',
    asset_name: 'AAPL',
    entry_price: '200',
    stop_loss_price: '190',
    quantity: '30',
    risk_pct: 2,
    take_profits: [{ price: '205', quantity_to_sell: '10' }],
    ...overrides,
  });

describe('bulk tag', () => {
  it('adds a tag last where it lacks (whatever the case), records it in the history, and removes it', async () => {
    const account = await createAccount(api, '1000');
    const plain = await api.createTrade(longTrade(account.id, { tags: ['Plan'] }));
    const tagged = await api.createTrade(longTrade(account.id, { tags: ['fomo'] }));

    const added = await bulk(api, 'add_tag', { ids: [plain.id, tagged.id, plain.id], tag: ' FOMO ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ count: 1 });
    expect((await api.trade(plain.id)).tags).toEqual(['Plan', 'FOMO']);
    expect((await api.trade(tagged.id)).tags).toEqual(['fomo']);
    const [entry] = await api.history(plain.id);
    expect(entry).toMatchObject({ action: 'UPDATE', changes: { tags: [['Plan'], ['Plan', 'FOMO']] } });

    const removed = await bulk(api, 'remove_tag', { ids: [plain.id, tagged.id], tag: 'Fomo' });
    expect(removed.json()).toEqual({ count: 2 });
    expect((await api.trade(plain.id)).tags).toEqual(['Plan']);
    expect((await api.trade(tagged.id)).tags).toEqual([]);
  });

  it('refuses, changing nothing, a tag that would be a 21st', async () => {
    const account = await createAccount(api, '1000');
    const full = Array.from({ length: 20 }, (_, index) => `tag ${index}`);
    const first = await api.createTrade(longTrade(account.id));
    const crowded = await api.createTrade(longTrade(account.id, { tags: full }));
    const answer = await bulk(api, 'add_tag', { ids: [first.id, crowded.id], tag: 'Revenge' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ tag: [TAG_MESSAGES.tooMany] });
    expect((await api.trade(first.id)).tags).toEqual([]);
  });

  it('answers 404 for the whole request when one id is another user’s, and changes nothing', async () => {
    const account = await createAccount(api, '1000');
    const mine = await api.createTrade(longTrade(account.id));
    for (const action of ['add_tag', 'remove_tag']) {
      const answer = await bulk(api, action, { ids: [mine.id, strangerTradeId], tag: 'Secret' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ detail: 'Introuvable.' });
    }
    expect((await api.trade(mine.id)).tags).toEqual([]);
    expect((await other.trade(strangerTradeId)).tags).toEqual(['Secret']);
  });

  it('refuses an empty selection and more than 100 trades in French', async () => {
    const empty = await bulk(api, 'add_tag', { ids: [], tag: 'A' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ ids: [TRADE_BULK_MESSAGES.noTrade] });
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expect((await bulk(api, 'delete', { ids: many })).json()).toEqual({
      ids: [TRADE_BULK_MESSAGES.tooManyTrades],
    });
  });
});

describe('bulk delete', () => {
  it('deletes the trades of two accounts, giving each closed trade’s net back to its account', async () => {
    const first = await createAccount(api, '5000');
    const second = await createAccount(api, '3000');
    const trades = [];
    for (const accountId of [first.id, first.id, second.id]) {
      const trade = await api.createTrade(aapl(accountId));
      await api.close(trade.id, { close_price: '185', hit_take_profits: [trade.take_profits[0]?.id ?? 0] });
      trades.push(trade);
    }
    const open = await api.createTrade(aapl(second.id));
    expect(await api.account(first.id)).toMatchObject({ current_balance: '4500', trades_count: 2 });
    expect(await api.account(second.id)).toMatchObject({ current_balance: '2750', trades_count: 2 });

    const ids = [...trades.map((trade) => trade.id), open.id];
    const answer = await bulk(api, 'delete', { ids });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ count: 4 });
    expect(await api.account(first.id)).toMatchObject({ current_balance: '5000', trades_count: 0 });
    expect(await api.account(second.id)).toMatchObject({ current_balance: '3000', trades_count: 0 });
    for (const id of ids) expect((await api.call('GET', `/api/v1/trades/${id}/`)).statusCode).toBe(404);
  });

  it('answers 404 with another user’s id or a deleted one, and deletes nothing, balance untouched', async () => {
    const account = await createAccount(api, '5000');
    const closed = await api.createTrade(aapl(account.id));
    await api.close(closed.id, { close_price: '185', hit_take_profits: [closed.take_profits[0]?.id ?? 0] });
    const gone = await api.createTrade(aapl(account.id));
    await api.remove(`/api/v1/trades/${gone.id}/`);

    for (const stray of [strangerTradeId, gone.id]) {
      const answer = await bulk(api, 'delete', { ids: [closed.id, stray] });
      expect(answer.statusCode).toBe(404);
    }
    expect((await api.trade(closed.id)).id).toBe(closed.id);
    expect(await api.account(account.id)).toMatchObject({ current_balance: '4750', trades_count: 1 });
    expect((await other.trade(strangerTradeId)).id).toBe(strangerTradeId);
  });
});
