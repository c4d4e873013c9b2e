import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import {
  CLOSE_FAILED,
  closeDateFailureMessage,
  closeFailureMessage,
  deletionFailureMessage,
  mapError,
  mapErrorResponse,
  SAVE_BEFORE_CLOSE_FAILED,
  saveBeforeCloseFailureMessage,
} from './error-mapper.ts';

describe('mapErrorResponse (docs/ui.md#errors generic server-error handling)', () => {
  it('merges non_field_errors and detail of a 400 into one message', () => {
    const mapped = mapErrorResponse(400, { non_field_errors: ['Premier.', 'Deuxième.'], detail: 'Détail.' });
    expect(mapped).toEqual({ message: 'Premier. Deuxième. Détail.', fieldErrors: {} });
  });

  it('turns the other keys of a 400 into field errors', () => {
    const mapped = mapErrorResponse(400, {
      email: ['Adresse e-mail invalide.'],
      username: ['Trop long.', 'Caractères interdits.'],
      note: 'Texte seul.',
    });
    expect(mapped.fieldErrors).toEqual({
      email: 'Adresse e-mail invalide.',
      username: 'Trop long. Caractères interdits.',
      note: 'Texte seul.',
    });
  });

  it("uses 'Champ invalide' for nested field errors", () => {
    const mapped = mapErrorResponse(400, {
      assets: { CRYPTO: ['40 caractères au maximum par actif.'] },
      take_profits: [{ price: ['Requis.'] }, {}],
    });
    expect(mapped.fieldErrors).toEqual({ assets: 'Champ invalide', take_profits: 'Champ invalide' });
  });

  it("says 'Requête invalide' when a 400 carries no merged message", () => {
    expect(mapErrorResponse(400, {})).toEqual({ message: 'Requête invalide', fieldErrors: {} });
    expect(mapErrorResponse(400, { email: ['Adresse e-mail invalide.'] }).message).toBe('Requête invalide');
    expect(mapErrorResponse(400, { non_field_errors: [] }).message).toBe('Requête invalide');
  });

  it('uses a string body as the message', () => {
    expect(mapErrorResponse(400, 'Mauvaise requête.')).toEqual({
      message: 'Mauvaise requête.',
      fieldErrors: {},
    });
    expect(mapErrorResponse(502, 'Passerelle indisponible')).toEqual({
      message: 'Passerelle indisponible',
      fieldErrors: {},
    });
  });

  it("otherwise says 'Erreur {status}'", () => {
    expect(mapErrorResponse(403, { detail: 'Vous n’avez pas la permission.' }).message).toBe('Erreur 403');
    expect(mapErrorResponse(500, null).message).toBe('Erreur 500');
    expect(mapErrorResponse(400, ['liste']).message).toBe('Erreur 400');
    expect(mapErrorResponse(404, '   ').message).toBe('Erreur 404');
  });
});

describe('mapError', () => {
  it('maps an ApiError through the catalogue', () => {
    expect(mapError(new ApiError(400, { detail: 'Non.' })).message).toBe('Non.');
  });

  it("defaults to 'Une erreur est survenue' for anything that is not an HTTP answer", () => {
    expect(mapError(new TypeError('Failed to fetch'))).toEqual({
      message: 'Une erreur est survenue',
      fieldErrors: {},
    });
    expect(mapError(undefined).message).toBe('Une erreur est survenue');
  });
});

describe('close failure message (docs/ui.md#errors)', () => {
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

  it('else the joined close_date errors, which alone also name their field (docs/rules/trades.md)', () => {
    const beforeEntry = refused({ close_date: ['La clôture ne peut pas précéder l’entrée.'] });
    expect(closeFailureMessage(beforeEntry)).toBe('La clôture ne peut pas précéder l’entrée.');
    expect(closeDateFailureMessage(beforeEntry)).toBe('La clôture ne peut pas précéder l’entrée.');
    expect(closeFailureMessage(refused({ close_price: ['x'], close_date: ['y'] }))).toBe('x');
    expect(closeDateFailureMessage(refused({ close_price: ['x'] }))).toBeNull();
    expect(closeDateFailureMessage(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('else « Impossible de clôturer l’opération. »', () => {
    expect(CLOSE_FAILED).toBe('Impossible de clôturer l’opération.');
    expect(closeFailureMessage(refused({ quantity: ['?'] }))).toBe(CLOSE_FAILED);
    expect(closeFailureMessage(new ApiError(500, null))).toBe(CLOSE_FAILED);
    expect(closeFailureMessage(new TypeError('Failed to fetch'))).toBe(CLOSE_FAILED);
  });
});

describe('the other failures docs/ui.md#errors words', () => {
  it('save before close: the server’s message, or « Échec de l’enregistrement avant clôture. »', () => {
    expect(saveBeforeCloseFailureMessage(new ApiError(400, { entry_price: ['x'] }))).toBe('Requête invalide');
    expect(saveBeforeCloseFailureMessage(new TypeError('Failed to fetch'))).toBe(SAVE_BEFORE_CLOSE_FAILED);
  });

  it('deletion: « Erreur lors de la suppression: » and the mapped message', () => {
    expect(deletionFailureMessage(new ApiError(500, null))).toBe('Erreur lors de la suppression: Erreur 500');
    expect(deletionFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Erreur lors de la suppression: Une erreur est survenue',
    );
  });
});
