import type { Trade, TradePage } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { multipartFiles, storedUploads } from '../../../test/support/screenshot-test-support.ts';
import { pngImage } from '../../../test/support/test-images.ts';
import { arrangeSetup, type HttpMethod, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

/** Signed URLs move with their 5-minute signing window; the rest of a trade must not move at all. */
const withoutUrls = (trade: Trade) => ({
  ...trade,
  screenshots: trade.screenshots.map(({ image_url: _i, thumbnail_url: _t, ...shot }) => shot),
});

describe('another user’s trades do not exist (docs/api.md, ARCHITECTURE.md)', () => {
  it('every trade endpoint answers 404 to a second user, and 400 on references to the first user’s objects', async () => {
    const alice = await t.createUser('iso-alice');
    const bob = await t.createUser('iso-bob');
    const mine = await arrangeSetup(t, alice);
    const theirs = await arrangeSetup(t, bob);
    const trade = await mine.api.createTrade(
      longTrade(mine.account.id, {
        strategy: mine.configuration.id,
        strategy_type: mine.configuration.types[0]?.id,
      }),
    );
    const upload = multipartFiles([{ data: await pngImage() }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/trades/${trade.id}/screenshots/`,
      headers: { ...alice.authHeader, ...upload.headers },
      payload: upload.payload,
    });
    const shotId = uploaded.json<{ id: number }[]>()[0]?.id;
    const files = await storedUploads(t.config.dataDir);
    const before = await mine.api.trade(trade.id);

    const url = `/api/v1/trades/${trade.id}`;
    const attempts: [HttpMethod, string, object?][] = [
      ['GET', `${url}/`],
      ['PUT', `${url}/`, longTrade(theirs.account.id)],
      ['DELETE', `${url}/`],
      ['POST', `${url}/set_confirmations/`, [{ id: trade.confirmations[0]?.id, passed: true }]],
      [
        'POST',
        `${url}/close_trade/`,
        { close_price: '51000', hit_take_profits: [trade.take_profits[0]?.id] },
      ],
      ['GET', `${url}/screenshots/`],
      ['PATCH', `${url}/screenshots/${shotId}/`, { caption: 'volé' }],
      ['DELETE', `${url}/screenshots/${shotId}/`],
    ];
    for (const [method, path, payload] of attempts) {
      const response = await theirs.api.call(method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'Introuvable.' });
    }
    const stolenUpload = await t.app.inject({
      method: 'POST',
      url: `${url}/screenshots/`,
      headers: { ...bob.authHeader, ...upload.headers },
      payload: upload.payload,
    });
    expect(stolenUpload.statusCode).toBe(404);
    const list = await theirs.api.ok<TradePage>(200, 'GET', '/api/v1/trades/');
    expect(list.count).toBe(0);

    // Bob's own trade cannot point at Alice's account, configuration, type, take profits or confirmations.
    const own = await theirs.api.createTrade(
      longTrade(theirs.account.id, { strategy: theirs.configuration.id }),
    );
    const references: [object, object][] = [
      [{ capital_account: mine.account.id }, { capital_account: ['Compte de capital introuvable.'] }],
      [{ strategy: mine.configuration.id }, { strategy: ['Configuration introuvable.'] }],
      [
        { strategy: theirs.configuration.id, strategy_type: mine.configuration.types[0]?.id },
        { strategy_type: ['Ce type n’appartient pas à la configuration choisie.'] },
      ],
    ];
    for (const [overrides, errors] of references) {
      const created = await theirs.api.call(
        'POST',
        '/api/v1/trades/',
        longTrade(theirs.account.id, overrides),
      );
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual(errors);
      const updated = await theirs.api.call(
        'PUT',
        `/api/v1/trades/${own.id}/`,
        longTrade(theirs.account.id, overrides),
      );
      expect(updated.statusCode).toBe(400);
      expect(updated.json()).toEqual(errors);
    }
    const evaluated = await theirs.api.call('POST', '/api/v1/trades/evaluate/', {
      strategy: mine.configuration.id,
      executed_at: '2026-11-16T10:05:00Z',
    });
    expect(evaluated.json()).toEqual({ strategy: ['Configuration introuvable.'] });
    const foreignChecks = await theirs.api.call('POST', `/api/v1/trades/${own.id}/set_confirmations/`, [
      { id: trade.confirmations[0]?.id, passed: true },
    ]);
    expect(foreignChecks.json()).toEqual({
      non_field_errors: ['Confirmation inconnue pour cette opération.'],
    });
    const foreignHits = await theirs.api.call('POST', `/api/v1/trades/${own.id}/close_trade/`, {
      close_price: '51000',
      hit_take_profits: [trade.take_profits[0]?.id],
    });
    expect(foreignHits.json()).toEqual({ hit_take_profits: ['Take profit inconnu pour cette opération.'] });
    // Alice's screenshot through Bob's own trade is not found either.
    const viaOwn = await theirs.api.call('PATCH', `/api/v1/trades/${own.id}/screenshots/${shotId}/`, {
      caption: 'x',
    });
    expect(viaOwn.statusCode).toBe(404);

    // Nothing of Alice's moved.
    expect(withoutUrls(await mine.api.trade(trade.id))).toEqual(withoutUrls(before));
    expect(await storedUploads(t.config.dataDir)).toEqual(files);
    expect((await mine.api.account(mine.account.id)).current_balance).toBe('10000');
    expect((await theirs.api.trade(own.id)).status).toBe('OPEN');
  });
});
