import { expect, it } from 'vitest';
import { planLock } from './plan-lock.ts';

const at = (time: string) => Date.parse(`2026-11-20T${time}:00Z`);

it('a plan written before the first trade is locked when that trade is recorded', () => {
  expect(
    planLock({
      recordedAtMs: at('07:00'),
      lockedByTraderAtMs: null,
      tradeRecordedAtMs: [at('09:05'), at('08:01')],
      firstEntryMs: at('08:00'),
    }),
  ).toEqual({ lockedAtMs: at('08:01'), isRetroactive: false });
});

it('« Verrouiller le plan » locks it earlier; without any trade it is the only lock', () => {
  const base = { recordedAtMs: at('07:00'), lockedByTraderAtMs: at('07:30') };
  expect(planLock({ ...base, tradeRecordedAtMs: [at('08:01')], firstEntryMs: at('08:00') }).lockedAtMs).toBe(
    at('07:30'),
  );
  expect(planLock({ ...base, tradeRecordedAtMs: [], firstEntryMs: null })).toEqual({
    lockedAtMs: at('07:30'),
    isRetroactive: false,
  });
});

it('a plan written after the first entry is retroactive, locked by the next trade recorded after it', () => {
  const input = {
    recordedAtMs: at('10:00'),
    lockedByTraderAtMs: null,
    tradeRecordedAtMs: [at('08:01')],
    firstEntryMs: at('08:00'),
  };
  expect(planLock(input)).toEqual({ lockedAtMs: null, isRetroactive: true });
  expect(planLock({ ...input, tradeRecordedAtMs: [at('08:01'), at('11:00')] })).toEqual({
    lockedAtMs: at('11:00'),
    isRetroactive: true,
  });
});

it('no plan, nothing to lock', () => {
  expect(
    planLock({
      recordedAtMs: null,
      lockedByTraderAtMs: null,
      tradeRecordedAtMs: [at('08:01')],
      firstEntryMs: at('08:00'),
    }),
  ).toEqual({ lockedAtMs: null, isRetroactive: false });
});
