import type { TradeCreate } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { arrangeSetup, longTrade } from '../../test/support/trades-test-support.ts';

/*
 * Each family of hostile input an attacker's run found answered 500 (or stored a trade that broke every later
 * read): now a French 400 on the field, or a 404 for a path id, and the trader's reads still answer.
 */
const t = useTestApp();
const BEYOND_INT4 = 2_147_483_648;

async function arrange(username: string) {
  const user = await t.createUser(username);
  const setup = await arrangeSetup(t, user);
  const trade = await setup.api.createTrade(longTrade(setup.account.id));
  return { ...setup, user, trade };
}

/** The first message under `field` of a 400 body. */
function firstError(body: Record<string, unknown>, field: string): unknown {
  const messages = body[field];
  return Array.isArray(messages) ? messages[0] : messages;
}

describe('reads are never poisoned by extreme figures', () => {
  it('prices beyond the stored digits, a stop a hair from the entry or an extreme close are refused', async () => {
    const { api, account, trade } = await arrange('bounds-prices');
    const refused: [Partial<TradeCreate>, string, string | undefined][] = [
      [{ entry_price: `1.${'0'.repeat(399)}1` }, 'entry_price', '10 décimales au maximum.'],
      [{ take_profits: [{ price: '9e399', quantity_to_sell: '1' }] }, 'take_profits', undefined],
      [
        { stop_loss_price: '49999.9999999999' },
        'stop_loss_price',
        'R hors limites : vérifiez le stop et les prix.',
      ],
      [{ quantity: '9'.repeat(1500) }, 'quantity', '20 chiffres au maximum avant la virgule.'],
    ];
    for (const [override, field, message] of refused) {
      const response = await api.call('POST', '/api/v1/trades/', longTrade(account.id, override));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toHaveProperty(field);
      if (message !== undefined) expect(firstError(response.json(), field)).toBe(message);
    }
    for (const closePrice of ['9'.repeat(500), '9'.repeat(100_000), '99999999999999999999']) {
      const response = await api.call('POST', `/api/v1/trades/${trade.id}/close_trade/`, {
        close_price: closePrice,
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(response.json()).toHaveProperty('close_price');
    }
    await api.ok(200, 'GET', '/api/v1/trades/');
    await api.ok(200, 'GET', `/api/v1/trades/${trade.id}/`);
    await api.ok(200, 'GET', '/api/v1/trades/dashboard/?group=day');
  });

  it('a balance of 1,500 nines is a 400 on the field', async () => {
    const { api } = await arrange('bounds-balance');
    const response = await api.call('POST', '/api/v1/capital-accounts/', {
      name: 'Énorme',
      starting_balance: '9'.repeat(1500),
    });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.json(), 'starting_balance')).toBe('20 chiffres au maximum avant la virgule.');
  });
});

describe('ids beyond 2³¹ − 1', () => {
  it('in a path are a 404', async () => {
    const { api } = await arrange('bounds-path-ids');
    for (const url of [
      `/api/v1/trades/${BEYOND_INT4}/`,
      `/api/v1/trades/${2n ** 63n}/close_trade/`,
      `/api/v1/capital-accounts/${BEYOND_INT4}/`,
      `/api/v1/strategies/${BEYOND_INT4}/`,
      `/api/v1/trading-strategies/${BEYOND_INT4}/`,
      `/api/v1/backtests/sessions/${BEYOND_INT4}/trades/`,
      `/api/v1/trades/1/screenshots/${BEYOND_INT4}/`,
    ]) {
      const response = await api.call('GET', url);
      expect([404, 405], url).toContain(response.statusCode);
    }
  });

  it('in a body are a 400 on the field', async () => {
    const { api, account, parentId } = await arrange('bounds-body-ids');
    const cases = [
      ['/api/v1/trades/', longTrade(account.id, { strategy: BEYOND_INT4 }), 'strategy'],
      ['/api/v1/trades/', longTrade(BEYOND_INT4), 'capital_account'],
      ['/api/v1/strategies/', { name: 'x', parent_strategy: BEYOND_INT4 }, 'parent_strategy'],
      [
        '/api/v1/trades/evaluate/',
        { strategy: BEYOND_INT4, executed_at: '2026-11-20T10:00:00Z' },
        'strategy',
      ],
      ['/api/v1/backtests/time-logs/', { goal: BEYOND_INT4, duration_minutes: 30 }, 'goal'],
    ] as const;
    for (const [url, body, field] of cases) {
      const response = await api.call('POST', url, body);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json(), url).toHaveProperty(field);
    }
    expect(parentId).toBeGreaterThan(0);
  });
});

describe('NUL characters', () => {
  it('are refused in every text with « Caractère nul interdit. »', async () => {
    const { api, account, trade } = await arrange('bounds-nul');
    const cases = [
      ['POST', '/api/v1/trades/', longTrade(account.id, { asset_name: 'BTC\u0000' }), 'asset_name'],
      ['POST', '/api/v1/trades/', longTrade(account.id, { setup_reason: 'a\u0000b' }), 'setup_reason'],
      [
        'PUT',
        `/api/v1/trades/${trade.id}/`,
        { ...longTrade(account.id), post_trade_review: '\u0000' },
        'post_trade_review',
      ],
      ['POST', '/api/v1/capital-accounts/', { name: 'Compte\u0000', starting_balance: '1' }, 'name'],
      ['POST', '/api/v1/trading-strategies/', { name: 'ok', description: '\u0000' }, 'description'],
      ['POST', '/api/v1/backtests/sessions/', { name: 'Session\u0000' }, 'name'],
      [
        'POST',
        '/api/v1/backtests/goals/',
        { label: '\u0000', target_minutes: 60, start_date: '2026-11-20' },
        'label',
      ],
      ['PATCH', '/api/v1/profile/', { assets: { CRYPTO: ['BTC\u0000'] } }, 'assets'],
    ] as const;
    for (const [method, url, body, field] of cases) {
      const response = await api.call(method, url, body);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
      expect(JSON.stringify(response.json()), url).toContain('Caractère nul interdit.');
      expect(response.json(), url).toHaveProperty(field);
    }
  });

  it('in a login name is a 400, not a database error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { username: 'ad\u0000min', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['Caractère nul interdit.'] });
  });
});

describe('dates outside 1900–2200', () => {
  it('are « Date hors limites. » on every date and datetime field', async () => {
    const { api, account } = await arrange('bounds-dates');
    const cases = [
      ['/api/v1/trades/', longTrade(account.id, { entry_date: '0000-01-01T00:00:00Z' }), 'entry_date'],
      ['/api/v1/trades/', longTrade(account.id, { entry_date: '9999-12-31T23:59:59-12:00' }), 'entry_date'],
      [
        '/api/v1/capital-accounts/',
        { name: 'a', starting_balance: '1', start_date: '0001-01-01' },
        'start_date',
      ],
      [
        '/api/v1/backtests/goals/',
        { label: 'g', target_minutes: 60, start_date: '2201-01-01' },
        'start_date',
      ],
    ] as const;
    for (const [url, body, field] of cases) {
      const response = await api.call('POST', url, body);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(firstError(response.json(), field)).toBe('Date hors limites.');
    }
    const dashboard = await api.call(
      'GET',
      '/api/v1/trades/dashboard/?group=day&from=0001-01-01&to=9999-12-31',
    );
    expect(dashboard.statusCode).toBe(400);
    expect(dashboard.json()).toEqual({ from: ['Date hors limites.'], to: ['Date hors limites.'] });
    const list = await api.call('GET', '/api/v1/trades/?entry_date__gte=0000-02-29');
    expect(list.statusCode).toBe(400);
  });

  it('the widest range allowed, day by day, still answers', async () => {
    const { api } = await arrange('bounds-dashboard-range');
    await api.ok(
      200,
      'GET',
      '/api/v1/trades/dashboard/?group=day&from=1900-01-01&to=2200-12-31&tz=Pacific/Kiritimati',
    );
  });
});
