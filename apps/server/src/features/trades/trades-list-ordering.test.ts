import type { TradePage } from '@carnet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { type Api, arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

/*
 * GET /api/v1/trades/ `outcome` and `ordering` (docs/api.md#pagination), on one trader's five LONG trades
 * (entry 50 000, stop 49 000: 1 000 a R):
 *   t2  entry 9 Nov,  closed at 52 000 → +2 R, reported net 50
 *   w   entry 10 Nov, closed at 52 000 → +2 R, reported net 50 (created before t2: a smaller id)
 *   l   entry 11 Nov, closed at 49 500 → −0,5 R, reported net −300
 *   o   entry 12 Nov, still open → no R, no net
 *   b   entry 13 Nov, closed at 50 000 → 0 R, reported net 80
 * A stranger's trade (+3 R) never shows.
 */
const t = useTestApp();

let api: Api;
const ids = { w: 0, t2: 0, l: 0, o: 0, b: 0 };

beforeAll(async () => {
  const setup = await arrangeSetup(t, await t.createUser('ordering-owner'));
  api = setup.api;
  const account = setup.account.id;
  const stranger = await arrangeSetup(t, await t.createUser('ordering-stranger'));
  const foreign = await stranger.api.createTrade(longTrade(stranger.account.id));
  await stranger.api.close(foreign.id, { close_price: '53000', close_date: '2026-11-20T10:00:00Z' });

  const closed = async (day: string, closePrice: string, net: string) => {
    const trade = await api.createTrade(longTrade(account, { entry_date: `2026-11-${day}T10:00:00Z` }));
    await api.close(trade.id, {
      close_price: closePrice,
      close_date: '2026-11-20T10:00:00Z',
      pnl_amount: net,
    });
    return trade.id;
  };
  ids.w = await closed('10', '52000', '50');
  ids.t2 = await closed('09', '52000', '50');
  ids.l = await closed('11', '49500', '-300');
  ids.o = (await api.createTrade(longTrade(account, { entry_date: '2026-11-12T10:00:00Z' }))).id;
  ids.b = await closed('13', '50000', '80');
});

async function idsOf(query: string): Promise<number[]> {
  const page = await api.ok<TradePage>(200, 'GET', `/api/v1/trades/?${query}`);
  expect(page.count).toBe(page.results.length);
  return page.results.map((trade) => trade.id);
}

describe('GET /api/v1/trades/ — ordering', () => {
  it('the fixtures are what the header says', async () => {
    const page = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/');
    const figures = Object.fromEntries(
      page.results.map((row) => [row.id, [row.realized_rr, row.pnl_amount]]),
    );
    expect(figures).toEqual({
      [ids.w]: [2, '50'],
      [ids.t2]: [2, '50'],
      [ids.l]: [-0.5, '-300'],
      [ids.o]: [null, null],
      [ids.b]: [0, '80'],
    });
  });

  it('sorts by the entry date, newest first by default', async () => {
    const oldestFirst = [ids.t2, ids.w, ids.l, ids.o, ids.b];
    expect(await idsOf('')).toEqual([...oldestFirst].reverse());
    expect(await idsOf('ordering=-entry_date')).toEqual([...oldestFirst].reverse());
    expect(await idsOf('ordering=entry_date')).toEqual(oldestFirst);
  });

  it('sorts by R and by the net, ties by id in the same direction, trades without one last', async () => {
    expect(await idsOf('ordering=-realized_rr')).toEqual([ids.t2, ids.w, ids.b, ids.l, ids.o]);
    expect(await idsOf('ordering=realized_rr')).toEqual([ids.l, ids.b, ids.w, ids.t2, ids.o]);
    expect(await idsOf('ordering=-pnl_amount')).toEqual([ids.b, ids.t2, ids.w, ids.l, ids.o]);
    expect(await idsOf('ordering=pnl_amount')).toEqual([ids.l, ids.w, ids.t2, ids.b, ids.o]);
  });

  it('keeps the ordering and the filters across pages', async () => {
    const first = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/?ordering=realized_rr&status=CLOSED');
    expect(first.count).toBe(4);
    expect(first.next).toBeNull();
    expect(first.results.map((trade) => trade.id)).toEqual([ids.l, ids.b, ids.w, ids.t2]);
  });
});

describe('GET /api/v1/trades/ — outcome', () => {
  it('lists the trades of one outcome, with the other filters and an ordering', async () => {
    const page = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/');
    for (const outcome of ['WIN', 'LOSS', 'BREAKEVEN'] as const) {
      const expected = page.results.filter((row) => row.outcome === outcome).map((row) => row.id);
      expect(await idsOf(`outcome=${outcome}`), outcome).toEqual(expected);
    }
    expect(await idsOf('outcome=LOSS')).toEqual([ids.l]);
    expect(await idsOf('outcome=WIN&ordering=entry_date')).toEqual([ids.t2, ids.w]);
    expect(await idsOf('outcome=WIN&entry_date__gte=2026-11-10')).toEqual([ids.w]);
  });

  it('answers a bad value with a French 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['outcome=GAIN', 'Valeur inconnue. Valeurs possibles : WIN, LOSS, BREAKEVEN.'],
      [
        'ordering=date',
        'Valeur inconnue. Valeurs possibles : entry_date, -entry_date, realized_rr, -realized_rr, pnl_amount, -pnl_amount.',
      ],
      [
        'ordering=-id',
        'Valeur inconnue. Valeurs possibles : entry_date, -entry_date, realized_rr, -realized_rr, pnl_amount, -pnl_amount.',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await api.call('GET', `/api/v1/trades/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ [query.split('=')[0] ?? '']: [message] });
    }
  });
});
