import type { Trade } from '@carnet/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { aTrade } from '../testing/fixtures.ts';
import { useCloseTrade } from './use-close-trade.ts';

const twoTargets = aTrade({
  take_profits: [
    { id: 101, price: '62000', quantity_to_sell: '0.5', is_hit: false },
    { id: 102, price: '64000', quantity_to_sell: '0.5', is_hit: false },
  ],
});

function renderClose(trade: Trade) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ current }) => useCloseTrade(current), { wrapper, initialProps: { current: trade } });
}

describe('close logic (docs/rules/trades.md, docs/rules/trades.md#validation)', () => {
  it('requires a close price and sends nothing without one', async () => {
    const calls = mockFetch({});
    const { result } = renderClose(twoTargets);
    await act(async () => {
      await result.current.close();
    });
    expect(result.current.error).toBe('Le prix de clôture est requis.');
    expect(calls).toHaveLength(0);
  });

  it('requires a close date when the trader empties it, and sends nothing', async () => {
    const calls = mockFetch({});
    const { result } = renderClose(twoTargets);
    act(() => {
      result.current.setClosePrice('63000');
      result.current.setCloseDate('');
    });
    await act(async () => {
      await result.current.close();
    });
    expect(result.current.closeDateError).toBe('Ce champ est obligatoire.');
    expect(result.current.error).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('drops a ticked take profit when it disappears from the trade', async () => {
    const calls = mockFetch({
      'POST /api/v1/trades/12/close_trade/': () => ({ body: aTrade({ status: 'CLOSED' }) }),
      'GET /api/v1/capital-accounts/': () => ({ body: [] }),
    });
    const { result, rerender } = renderClose(twoTargets);
    act(() => {
      result.current.toggle(101, true);
      result.current.toggle(102, true);
      result.current.setClosePrice('63000');
    });
    expect(result.current.selectedIds).toEqual([101, 102]);

    rerender({ current: { ...twoTargets, take_profits: twoTargets.take_profits.slice(0, 1) } });
    expect(result.current.selectedIds).toEqual([101]);
    // Coming back does not tick it again.
    rerender({ current: twoTargets });
    expect(result.current.selectedIds).toEqual([101]);

    await act(async () => {
      await result.current.close();
    });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      close_price: '63000',
      hit_take_profits: [101],
      close_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/),
    });
    expect(result.current.closePrice).toBe('');
    expect(result.current.selectedIds).toEqual([]);
  });
});
