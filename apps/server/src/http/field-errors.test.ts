import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors.ts';
import { useFrenchValidationMessages } from './validation.ts';

beforeAll(useFrenchValidationMessages);

const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];

describe('toFieldErrors (docs/api.md bodies)', () => {
  it('nests objects as objects and lists of objects as arrays padded with {}', () => {
    const schema = z.object({
      account: z.object({ name: z.string() }),
      take_profits: z.array(z.object({ price: z.number() })),
    });
    const errors = toFieldErrors(
      issuesOf(schema, { account: {}, take_profits: [{ price: 1 }, { price: 1 }, {}] }),
    );
    expect(errors).toEqual({
      account: { name: ['Ce champ est obligatoire.'] },
      take_profits: [{}, {}, { price: ['Ce champ est obligatoire.'] }],
    });
  });

  it('puts errors of plain list items on the list and whole-body errors under non_field_errors', () => {
    const schema = z
      .object({ tags: z.array(z.string().max(2, 'Trop long.')) })
      .refine(() => false, { message: 'Combinaison impossible.' });
    expect(toFieldErrors(issuesOf(schema, { tags: ['ok', 'trop', 'long'] }))).toEqual({
      tags: ['Trop long.'],
      non_field_errors: ['Combinaison impossible.'],
    });
    expect(toFieldErrors(issuesOf(schema, { tags: [] }))).toEqual({
      non_field_errors: ['Combinaison impossible.'],
    });
  });

  it('keeps a message whose shape conflicts with another at the root instead of dropping it', () => {
    const schema = z.object({
      legs: z
        .array(z.object({ price: z.number() }))
        .refine((legs) => legs.length > 5, { message: 'Trop peu.' }),
    });
    const errors = toFieldErrors(issuesOf(schema, { legs: [{ price: 'x' }] }));
    expect(errors.legs).toEqual([{ price: [expect.any(String)] }]);
    expect(errors.non_field_errors).toBeUndefined();
    const both = toFieldErrors([
      { code: 'custom', path: ['legs'], message: 'Trop peu.', input: [] },
      { code: 'custom', path: ['legs', 0, 'price'], message: 'Prix invalide.', input: 1 },
    ]);
    expect(both).toEqual({ legs: ['Trop peu.'], non_field_errors: ['Prix invalide.'] });
  });
});
