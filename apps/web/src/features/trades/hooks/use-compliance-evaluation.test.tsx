import type { EvaluateRequest } from '@carnet/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { anEvaluation } from '../testing/fixtures.ts';
import { EVALUATION_DEBOUNCE_MS, useComplianceEvaluation } from './use-compliance-evaluation.ts';

const request = (passed: boolean): EvaluateRequest => ({
  strategy: 4,
  confirmations: [{ key: 'HTF_ZONE', passed }],
  be_moved: false,
  take_profits: [{ price: '62000', quantity_to_sell: '1' }],
  executed_at: '2026-03-02T15:00:00Z',
});

/** Lets the fetch promise chain settle while the clock is fake. */
const settle = () => act(async () => await vi.advanceTimersByTimeAsync(0));

describe('compliance evaluation debounced by 300 ms (docs/api.md, docs/ui.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    storeTokens({ access: 'A1', refresh: 'R1' });
  });
  afterEach(() => vi.useRealTimers());

  it('sends one evaluate call 300 ms after the last change, with the latest state', async () => {
    const calls = mockFetch({
      'POST /api/v1/trades/evaluate/': (call) => ({
        body: anEvaluation({
          score_pct: (call.body as EvaluateRequest).confirmations?.[0]?.passed ? 100 : 0,
        }),
      }),
    });
    const { result, rerender } = renderHook(({ body }) => useComplianceEvaluation(body), {
      initialProps: { body: request(false) },
    });
    await act(async () => await vi.advanceTimersByTimeAsync(EVALUATION_DEBOUNCE_MS - 100));
    rerender({ body: request(true) });
    await act(async () => await vi.advanceTimersByTimeAsync(EVALUATION_DEBOUNCE_MS - 1));
    expect(calls).toHaveLength(0);
    expect(result.current.isEvaluating).toBe(true);

    await act(async () => await vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual(request(true));
    expect(result.current.result?.score_pct).toBe(100);
    expect(result.current.isEvaluating).toBe(false);
  });

  it('does not call again for an equal request, and nothing without a configuration', async () => {
    const calls = mockFetch({ 'POST /api/v1/trades/evaluate/': () => ({ body: anEvaluation() }) });
    const { result, rerender } = renderHook(({ body }) => useComplianceEvaluation(body), {
      initialProps: { body: request(false) as EvaluateRequest | null },
    });
    await act(async () => await vi.advanceTimersByTimeAsync(EVALUATION_DEBOUNCE_MS));
    await settle();
    rerender({ body: request(false) });
    await act(async () => await vi.advanceTimersByTimeAsync(EVALUATION_DEBOUNCE_MS * 2));
    expect(calls).toHaveLength(1);

    rerender({ body: null });
    await act(async () => await vi.advanceTimersByTimeAsync(EVALUATION_DEBOUNCE_MS * 2));
    expect(calls).toHaveLength(1);
    expect(result.current.result).toBeNull();
  });

  it('answers at once when asked before the 300 ms are over (a save with auto risk)', async () => {
    const calls = mockFetch({
      'POST /api/v1/trades/evaluate/': () => ({ body: anEvaluation({ recommended_risk_pct: 1.6 }) }),
    });
    const { result } = renderHook(() => useComplianceEvaluation(request(true)));
    let answered: number | undefined;
    await act(async () => {
      answered = (await result.current.evaluateNow())?.recommended_risk_pct;
    });
    expect(answered).toBe(1.6);
    expect(calls).toHaveLength(1);
  });
});
