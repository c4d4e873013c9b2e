import { describe, expect, it } from 'vitest';
import { RISK_PER_TRADE_MESSAGE, riskPerTradeField } from './import-risk.ts';

describe('risk_per_trade', () => {
  it('reads an amount or a percent, with a decimal point or comma, spaces around', () => {
    expect(['100', ' 62.50 ', '1 %', '0,5%', '100%'].map((text) => riskPerTradeField.parse(text))).toEqual([
      { kind: 'AMOUNT', amount: '100' },
      { kind: 'AMOUNT', amount: '62.5' },
      { kind: 'PERCENT', percent: '1' },
      { kind: 'PERCENT', percent: '0.5' },
      { kind: 'PERCENT', percent: '100' },
    ]);
  });

  it('refuses nothing, zero, a negative, more than 100 % and words, in French', () => {
    for (const text of ['', '0', '0 %', '-5', '100.01 %', '1e3', 'cent', '1 %%']) {
      const result = riskPerTradeField.safeParse(text);
      expect([text, result.error?.issues.map((issue) => issue.message)]).toEqual([
        text,
        [RISK_PER_TRADE_MESSAGE],
      ]);
    }
  });
});
