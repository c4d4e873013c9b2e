import {
  CANDLE_MESSAGES,
  type CandleCoverage,
  type CandleImportResult,
  type CandleOut,
  FIELD_MESSAGES,
} from '@carnet/contract';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { mt5Bars, postCandles, quietBars } from '../../../test/support/candles-test-support.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

// Three 1-minute bars of BTC written in Paris time (UTC+1 in November): 11:00 is 10:00Z.
const BARS = mt5Bars(quietBars('2026.11.16', 11, 0, 3, '50000', '50100'));

it('imports a file, reads its candles in UTC, lists its coverage and deletes it (docs/rules/candles.md)', async () => {
  const user = await t.createUser('candles-owner');
  const { api, account } = await arrangeSetup(t, user);
  await api.createTrade(longTrade(account.id));

  const imported = await postCandles(t, user, BARS, { symbol: 'BTC', timezone: 'Europe/Paris' });
  expect(imported.statusCode, imported.body).toBe(201);
  expect(imported.json<CandleImportResult>()).toEqual({
    symbol: 'BTC',
    timeframe: '1m',
    first: '2026-11-16T10:00:00Z',
    last: '2026-11-16T10:02:00Z',
    count: 3,
    replaced: 0,
    errors: [],
  });

  const candles = await api.ok<CandleOut[]>(
    200,
    'GET',
    '/api/v1/candles/?symbol=BTC&timeframe=1m&from=2026-11-16T10:01:00Z&to=2026-11-16T10:05:00Z',
  );
  expect(candles).toEqual([
    { t: '2026-11-16T10:01:00Z', o: '50000', h: '50100', l: '50000', c: '50100', v: '10' },
    { t: '2026-11-16T10:02:00Z', o: '50000', h: '50100', l: '50000', c: '50100', v: '10' },
  ]);

  // The same times again, one with another close: replaced, never doubled.
  const again = mt5Bars([
    ...quietBars('2026.11.16', 11, 0, 2, '50000', '50100'),
    { at: '2026.11.16 11:02', o: '50000', h: '50100', l: '49900', c: '49950' },
    { at: '2026.11.16 11:03', o: '49950', h: '50000', l: '49900', c: '49990' },
  ]);
  const second = await postCandles(t, user, again, { symbol: 'BTC', timezone: 'Europe/Paris' });
  expect(second.json<CandleImportResult>()).toMatchObject({ count: 4, replaced: 3 });
  const coverage = await api.ok<CandleCoverage[]>(200, 'GET', '/api/v1/candles/coverage/');
  expect(coverage).toEqual([
    { symbol: 'BTC', timeframe: '1m', first: '2026-11-16T10:00:00Z', last: '2026-11-16T10:03:00Z', count: 4 },
  ]);
  const changed = await api.ok<CandleOut[]>(200, 'GET', '/api/v1/candles/?symbol=BTC&timeframe=1m');
  expect(changed[2]).toMatchObject({ l: '49900', c: '49950' });

  await api.remove('/api/v1/candles/?symbol=BTC&timeframe=1m');
  expect(await api.ok(200, 'GET', '/api/v1/candles/coverage/')).toEqual([]);
  expect(await api.ok(200, 'GET', '/api/v1/candles/?symbol=BTC&timeframe=1m')).toEqual([]);
  expect((await api.call('DELETE', '/api/v1/candles/?symbol=BTC&timeframe=1m')).statusCode).toBe(404);
});

it('refuses in French: no zone, unknown symbol, bad timeframe, a trades file — and writes nothing', async () => {
  const user = await t.createUser('candles-refusals');
  const { api, account } = await arrangeSetup(t, user);
  await api.createTrade(longTrade(account.id));
  const refusal = async (text: string, fields: Record<string, string>) => {
    const answer = await postCandles(t, user, text, fields);
    expect(answer.statusCode, answer.body).toBe(400);
    return answer.json();
  };
  expect(await refusal(BARS, { symbol: 'BTC' })).toEqual({ timezone: [CANDLE_MESSAGES.timeZoneRequired] });
  expect(await refusal(BARS, { symbol: 'BTC', timezone: 'Mars/Olympus' })).toEqual({
    timezone: [FIELD_MESSAGES.unknownTimeZone],
  });
  expect(await refusal(BARS, { symbol: 'DOGE', timezone: 'UTC' })).toEqual({
    symbol: [CANDLE_MESSAGES.unknownSymbol('DOGE')],
  });
  expect(await refusal(BARS, { symbol: 'BTC', timezone: 'UTC', timeframe: '2m' })).toEqual({
    timeframe: [CANDLE_MESSAGES.unknownTimeframe],
  });
  const trades = 'Position,Symbol,Type,Volume,Price,Profit\n1,BTC,buy,1,50000,10\n';
  expect(await refusal(trades, { symbol: 'BTC', timezone: 'UTC' })).toEqual({
    file: [CANDLE_MESSAGES.tradesNotCandles],
  });
  expect(await api.ok(200, 'GET', '/api/v1/candles/coverage/')).toEqual([]);
});

it('keeps every series private: another user sees none of them and cannot delete them', async () => {
  const owner = await t.createUser('candles-private-owner');
  const other = await t.createUser('candles-private-other');
  const { api, account } = await arrangeSetup(t, owner);
  await api.createTrade(longTrade(account.id));
  expect((await postCandles(t, owner, BARS, { symbol: 'BTC', timezone: 'UTC' })).statusCode).toBe(201);
  const { api: otherApi } = await arrangeSetup(t, other);
  expect(await otherApi.ok(200, 'GET', '/api/v1/candles/coverage/')).toEqual([]);
  expect(await otherApi.ok(200, 'GET', '/api/v1/candles/?symbol=BTC&timeframe=1m')).toEqual([]);
  expect((await otherApi.call('DELETE', '/api/v1/candles/?symbol=BTC&timeframe=1m')).statusCode).toBe(404);
  expect(await api.ok<CandleCoverage[]>(200, 'GET', '/api/v1/candles/coverage/')).toHaveLength(1);
});
