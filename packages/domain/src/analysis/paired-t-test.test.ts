// Hand computation. Pairs (a, b): (1.5, 1), (2, 1), (−1, −0.5), (0.5, −1) → differences 0.5, 1, −0.5, 1.5 (n 4).
//   mean d = 2.5 / 4 = 0.625; Σ(d − 0.625)² = 0.015625 + 0.140625 + 1.265625 + 0.765625 = 2.1875
//   s²_d = 2.1875 / 3 = 0.729167; s_d / √4 = 0.853913 / 2 = 0.426956
//   t = 0.625 / 0.426956 = 1.463850, df = 3
//   p = P(|T_3| ≥ 1.463850) = 0.239443 (SciPy 1.17 ttest_rel: 0.23944259863600298) → not significant.
// Reference: Student's sleep data, the example of R's t.test(extra[group == 1], extra[group == 2], paired = TRUE):
//   R prints t = -4.0621, df = 9, p-value = 0.002833, mean difference -1.58 (SciPy: t −4.062127683, p 0.0028328902).
import { describe, expect, it } from 'vitest';
import { pairedTTest } from './paired-t-test.ts';
import { aggregateR } from './r-aggregate.ts';

const differencesOf = (a: number[], b: number[]) => aggregateR(a.map((value, i) => value - (b[i] ?? 0)));

describe('the paired t-test', () => {
  it('gives the hand-computed difference and p-value', () => {
    const test = pairedTTest(differencesOf([1.5, 2, -1, 0.5], [1, 1, -0.5, -1]));
    expect(test.difference).toBe(0.625);
    expect(test.p_value).toBeCloseTo(0.2394425986, 8);
    expect(test.significant).toBe(false);
  });

  it("reproduces R's paired t.test on Student's sleep data", () => {
    const group1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
    const group2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];
    const test = pairedTTest(differencesOf(group1, group2));
    expect(test.difference).toBe(-1.58);
    expect(test.p_value).toBeCloseTo(0.0028328902, 9);
    expect(test.significant).toBe(true);
  });

  it('gives no p-value below 2 pairs or when every difference is the same', () => {
    expect(pairedTTest(aggregateR([0.5]))).toEqual({ difference: 0.5, p_value: null, significant: false });
    expect(pairedTTest(aggregateR([]))).toEqual({ difference: null, p_value: null, significant: false });
    expect(pairedTTest(aggregateR([1, 1, 1]))).toEqual({ difference: 1, p_value: null, significant: false });
  });
});
