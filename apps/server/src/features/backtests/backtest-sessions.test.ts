import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  backtestsApi,
  createScenarioSession,
  OPEN_LONG,
  SCENARIO_METRICS,
  WINNING_LONG,
} from '../../../test/support/backtests-test-support.ts';

const t = useTestApp();

describe('backtest sessions and their trades', () => {
  it('creates a session with empty metrics and lists it with its trade count', async () => {
    const user = await t.createUser('bt-agnes');
    const api = backtestsApi(t, user);
    const session = await api.createSession({
      name: '  Londres  ',
      starting_equity: '5000.50',
      notes: 'Plan A',
    });
    expect(session).toEqual({
      id: expect.any(Number),
      name: 'Londres',
      instrument: 'EURUSD',
      timeframe: 'H1',
      starting_equity: '5000.5',
      notes: 'Plan A',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      trades_count: 0,
      currency: null,
      metrics: {
        trades_closed: 0,
        trades_total: 0,
        total_pnl: '0',
        win_rate: null,
        profit_factor: null,
        max_drawdown_abs: '0',
      },
    });
    const second = await api.createSession({ name: 'Second' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/backtests/sessions/',
      headers: user.authHeader,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((row: { id: number }) => row.id)).toEqual([second.id, session.id]);
    expect((await api.getSession(session.id)).json()).toEqual(session);
  });

  it('names the missing name and a bad starting equity', async () => {
    const user = await t.createUser('bt-basile');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backtests/sessions/',
      headers: user.authHeader,
      payload: { name: ' ', starting_equity: 'dix mille' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['Ce champ est obligatoire.'],
      starting_equity: ['Nombre décimal invalide.'],
    });
  });

  it('gives the metrics a trader computes on paper (the hand-computed scenario)', async () => {
    const user = await t.createUser('bt-chloe');
    const api = backtestsApi(t, user);
    const session = await createScenarioSession(api);
    const trades = (await api.listTrades(session.id)).json();
    // See backtests-test-support.ts for the figures.
    expect(trades).toEqual([
      {
        id: expect.any(Number),
        session: session.id,
        side: 'LONG',
        instrument: 'EURUSD',
        timeframe: 'H1',
        strategy_tag: '',
        entry_time: '2026-01-05T09:00:00Z',
        entry_price: '1.1',
        qty: '10000',
        stop_loss: '1.095',
        notes: '',
        take_profits: [{ price: '1.11', quantity_to_sell: '10000', order: 0 }],
        pnl_abs: '100',
        r_multiple: 2,
      },
      expect.objectContaining({ side: 'SHORT', strategy_tag: 'Cassure', pnl_abs: '-60', r_multiple: -1 }),
      expect.objectContaining({
        side: 'LONG',
        stop_loss: null,
        notes: 'En cours',
        pnl_abs: null,
        r_multiple: null,
      }),
    ]);
    const detail = (await api.getSession(session.id)).json();
    expect(detail.metrics).toEqual(SCENARIO_METRICS);
    expect(detail.trades_count).toBe(3);
  });

  it('keeps the trade’s own instrument and timeframe, and orders take profits by their order', async () => {
    const user = await t.createUser('bt-denis');
    const api = backtestsApi(t, user);
    const session = await api.createSession();
    const response = await api.addTrade(session.id, {
      ...WINNING_LONG,
      instrument: 'GBPUSD',
      timeframe: 'M15',
      take_profits: [
        { price: '1.12', quantity_to_sell: '4000', order: 1 },
        { price: '1.11', quantity_to_sell: '6000', order: 0 },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      instrument: 'GBPUSD',
      timeframe: 'M15',
      take_profits: [
        { price: '1.11', quantity_to_sell: '6000', order: 0 },
        { price: '1.12', quantity_to_sell: '4000', order: 1 },
      ],
      // 6000 × 0.01 + 4000 × 0.02 = 140; risk 10 000 × 0.005 = 50 → R 2.8
      pnl_abs: '140',
      r_multiple: 2.8,
    });
  });

  it('refuses bad trades with the product’s French messages and changes nothing', async () => {
    const user = await t.createUser('bt-emile');
    const api = backtestsApi(t, user);
    const session = await api.createSession();
    const bad = await api.addTrade(session.id, {
      ...OPEN_LONG,
      entry_price: '0',
      qty: '-2',
      side: 'BUY' as 'LONG',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      side: ['Sens invalide : LONG ou SHORT attendu.'],
      entry_price: ["Prix d'entrée requis et doit être > 0"],
      qty: ['Quantité requise et doit être > 0'],
    });
    const oversold = await api.addTrade(session.id, { ...WINNING_LONG, qty: '5000' });
    expect(oversold.statusCode).toBe(400);
    expect(oversold.json()).toEqual({
      take_profits: ['La somme des quantités des take profits (10000) dépasse la quantité (5000).'],
    });
    expect((await api.listTrades(session.id)).json()).toEqual([]);
    expect((await api.getSession(session.id)).json().metrics.trades_total).toBe(0);
  });

  it('updates the metrics when a trade is deleted, and recompute answers the session', async () => {
    const user = await t.createUser('bt-fanny');
    const api = backtestsApi(t, user);
    const session = await createScenarioSession(api);
    const [win] = (await api.listTrades(session.id)).json();
    const deleted = await api.deleteTrade(win.id);
    expect(deleted.statusCode).toBe(204);
    expect((await api.deleteTrade(win.id)).statusCode).toBe(404);
    // Left: the stopped short (−60) and the open long. Equity 10 000 → 9 940.
    const expected = {
      trades_closed: 1,
      trades_total: 2,
      total_pnl: '-60',
      win_rate: 0,
      profit_factor: 0,
      max_drawdown_abs: '60',
    };
    expect((await api.getSession(session.id)).json().metrics).toEqual(expected);
    const recomputed = await api.recompute(session.id);
    expect(recomputed.statusCode).toBe(200);
    expect(recomputed.json()).toMatchObject({ id: session.id, trades_count: 2, metrics: expected });
  });

  it('deletes a session with its trades', async () => {
    const user = await t.createUser('bt-gaston');
    const api = backtestsApi(t, user);
    const session = await createScenarioSession(api);
    const url = `/api/v1/backtests/sessions/${session.id}/`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: user.authHeader })).statusCode).toBe(204);
    expect((await api.getSession(session.id)).statusCode).toBe(404);
    expect((await api.listTrades(session.id)).statusCode).toBe(404);
  });
});
