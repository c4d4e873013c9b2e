import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { CLOSE_FAILED, closeFailureMessage, hitTakeProfitIds } from './close-rules.ts';

describe('reached take-profit ids (SPEC §5)', () => {
  it('keeps finite numeric ids once each', () => {
    expect(hitTakeProfitIds([3, '4', 3, Number.NaN, Number.POSITIVE_INFINITY, 'x', null, '', 4, 7])).toEqual([
      3, 4, 7,
    ]);
  });
});

describe('close failure message (SPEC §8)', () => {
  const refused = (body: unknown) => new ApiError(400, body);

  it('is the error field first', () => {
    expect(
      closeFailureMessage(
        refused({ error: 'Fermé.', hit_take_profits: ['TP inconnu.'], close_price: ['x'] }),
      ),
    ).toBe('Fermé.');
    expect(closeFailureMessage(refused({ non_field_errors: ['Opération déjà clôturée.'] }))).toBe(
      'Opération déjà clôturée.',
    );
  });

  it('else the joined hit_take_profits errors, else the joined close_price errors', () => {
    expect(
      closeFailureMessage(
        refused({ hit_take_profits: ['TP 9 inconnu.', 'Trop vendu.'], close_price: ['x'] }),
      ),
    ).toBe('TP 9 inconnu. Trop vendu.');
    expect(closeFailureMessage(refused({ hit_take_profits: { 0: ['Id invalide.'] } }))).toBe('Id invalide.');
    expect(
      closeFailureMessage(refused({ close_price: ['Nombre décimal invalide.', 'Doit être > 0.'] })),
    ).toBe('Nombre décimal invalide. Doit être > 0.');
  });

  it('else « Impossible de clôturer l’opération. »', () => {
    expect(CLOSE_FAILED).toBe('Impossible de clôturer l’opération.');
    expect(closeFailureMessage(refused({ quantity: ['?'] }))).toBe(CLOSE_FAILED);
    expect(closeFailureMessage(new ApiError(500, null))).toBe(CLOSE_FAILED);
    expect(closeFailureMessage(new TypeError('Failed to fetch'))).toBe(CLOSE_FAILED);
  });
});
