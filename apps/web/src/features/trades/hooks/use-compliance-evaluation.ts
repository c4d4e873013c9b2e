import type { EvaluateRequest } from '@carnet/contract';
import type { ComplianceResult } from '@carnet/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { evaluateTrade } from '../api/evaluate-trade.ts';

/** docs/ui.md: the compliance evaluation waits for 300 ms of calm before it is sent. */
export const EVALUATION_DEBOUNCE_MS = 300;

type Answer = { key: string; result: ComplianceResult };

export type ComplianceEvaluation = {
  /** The latest answer (kept on screen while the next one is on its way); null without a request. */
  result: ComplianceResult | null;
  isEvaluating: boolean;
  /** The answer for the form as it is now: the one on screen if it is current, else asked at once. */
  evaluateNow: () => Promise<ComplianceResult | null>;
};

/**
 * POST /api/v1/trades/evaluate/ on every relevant change of the form, debounced by 300 ms; an answer to a
 * request the form has since left is dropped (its call is aborted).
 */
export function useComplianceEvaluation(request: EvaluateRequest | null): ComplianceEvaluation {
  const key = request === null ? null : JSON.stringify(request);
  const latest = useRef({ key, request });
  latest.current = { key, request };
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);

  useEffect(() => {
    const pending = latest.current.request;
    if (key === null || pending === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      evaluateTrade(pending, controller.signal)
        .then((result) => setAnswer({ key, result }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setFailedKey(key);
          console.error('Évaluation de la conformité impossible', error);
        });
    }, EVALUATION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  const evaluateNow = useCallback(async () => {
    const current = latest.current;
    if (current.key === null || current.request === null) return null;
    if (answer?.key === current.key) return answer.result;
    const result = await evaluateTrade(current.request);
    setAnswer({ key: current.key, result });
    return result;
  }, [answer]);

  return {
    result: key === null ? null : (answer?.result ?? null),
    isEvaluating: key !== null && answer?.key !== key && failedKey !== key,
    evaluateNow,
  };
}
