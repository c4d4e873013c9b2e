import { describe, expect, it } from 'vitest';
import { importTemplateInputSchema } from './import-templates.ts';
import { FIELD_MESSAGES, IMPORT_TEMPLATE_MESSAGES, REQUIRED_MESSAGE } from './messages.ts';

const valid = {
  name: ' Courtier FR ',
  delimiter: ';',
  decimal_separator: ',',
  date_format: 'DD/MM/YYYY HH:mm',
  timezone: 'Europe/Paris',
  columns: {
    asset_name: 'Actif',
    direction: 'Sens',
    entry_date: 'Ouverture',
    close_date: 'Clôture',
    quantity: 'Quantité',
    entry_price: 'Prix entrée',
    exit_price: 'Prix sortie',
    fees: '',
  },
};

const errorsOf = (value: unknown) => {
  const result = importTemplateInputSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('importTemplateInputSchema', () => {
  it('trims the name and reads an empty or absent optional column as not mapped', () => {
    const parsed = importTemplateInputSchema.parse(valid);
    expect(parsed.name).toBe('Courtier FR');
    expect(parsed.columns).toMatchObject({
      exit_price: 'Prix sortie',
      fees: null,
      swap: null,
      external_id: null,
    });
  });

  it('names each wrong field in French', () => {
    expect(
      errorsOf({
        ...valid,
        name: '  ',
        delimiter: ':',
        decimal_separator: ' ',
        date_format: 'YYYY',
        timezone: 'Mars/Olympus',
        columns: { ...valid.columns, close_date: '' },
      }),
    ).toEqual({
      name: REQUIRED_MESSAGE,
      delimiter: IMPORT_TEMPLATE_MESSAGES.unknownDelimiter,
      decimal_separator: IMPORT_TEMPLATE_MESSAGES.unknownDecimalSeparator,
      date_format: IMPORT_TEMPLATE_MESSAGES.unknownDateFormat,
      timezone: FIELD_MESSAGES.unknownTimeZone,
      'columns.close_date': REQUIRED_MESSAGE,
    });
  });
});
