import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { mapError, mapErrorResponse } from './error-mapper.ts';

describe('mapErrorResponse (SPEC §8 generic server-error handling)', () => {
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
