import {
  FIELD_MESSAGES,
  IMPORT_TEMPLATE_MESSAGES,
  type ImportTemplate,
  REQUIRED_MESSAGE,
} from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';
import { FRENCH_BROKER_TEMPLATE } from '../../../test/support/import-templates-test-support.ts';

const t = useTestApp();
const NOT_FOUND = { detail: 'Introuvable.' };
const URL = '/api/v1/import-templates/';

function call(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: user.authHeader,
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('/api/v1/import-templates/ (docs/rules/imports.md « Column mapping »)', () => {
  it('creates, lists by name, reads, replaces and deletes; unmapped columns are null', async () => {
    const user = await t.createUser('tpl-alice');
    const created = await call(user, 'POST', URL, {
      ...FRENCH_BROKER_TEMPLATE,
      columns: { ...FRENCH_BROKER_TEMPLATE.columns, swap: '', external_id: undefined },
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<ImportTemplate>();
    expect(template).toEqual({
      id: expect.any(Number),
      name: 'Courtier FR',
      delimiter: ';',
      decimal_separator: ',',
      date_format: 'DD/MM/YYYY HH:mm',
      timezone: 'Europe/Paris',
      columns: { ...FRENCH_BROKER_TEMPLATE.columns, swap: null, external_id: null },
    });
    await call(user, 'POST', URL, { ...FRENCH_BROKER_TEMPLATE, name: 'a tabulations', delimiter: '\t' });
    const list = await call(user, 'GET', URL);
    expect(list.json<ImportTemplate[]>().map((item) => item.name)).toEqual(['a tabulations', 'Courtier FR']);

    const replaced = await call(user, 'PUT', `${URL}${template.id}/`, {
      ...FRENCH_BROKER_TEMPLATE,
      name: 'Courtier FR (UTC)',
      timezone: 'UTC',
      date_format: 'ISO_8601',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      name: 'Courtier FR (UTC)',
      timezone: 'UTC',
      date_format: 'ISO_8601',
    });
    expect((await call(user, 'GET', `${URL}${template.id}/`)).json()).toEqual(replaced.json());

    expect((await call(user, 'DELETE', `${URL}${template.id}/`)).statusCode).toBe(204);
    expect((await call(user, 'GET', `${URL}${template.id}/`)).statusCode).toBe(404);
  });

  it('refuses a name the user already has, whatever its case, in French on `name`; another user may use it', async () => {
    const user = await t.createUser('tpl-bob');
    const other = await t.createUser('tpl-bob-2');
    const first = (await call(user, 'POST', URL, FRENCH_BROKER_TEMPLATE)).json<ImportTemplate>();
    const second = (
      await call(user, 'POST', URL, { ...FRENCH_BROKER_TEMPLATE, name: 'Autre' })
    ).json<ImportTemplate>();
    const duplicate = { name: [IMPORT_TEMPLATE_MESSAGES.duplicateName] };

    const again = await call(user, 'POST', URL, { ...FRENCH_BROKER_TEMPLATE, name: 'COURTIER fr' });
    expect([again.statusCode, again.json()]).toEqual([400, duplicate]);
    const renamed = await call(user, 'PUT', `${URL}${second.id}/`, FRENCH_BROKER_TEMPLATE);
    expect([renamed.statusCode, renamed.json()]).toEqual([400, duplicate]);
    expect((await call(user, 'PUT', `${URL}${first.id}/`, FRENCH_BROKER_TEMPLATE)).statusCode).toBe(200);
    expect((await call(other, 'POST', URL, FRENCH_BROKER_TEMPLATE)).statusCode).toBe(201);
  });

  it('answers 404 for another user’s template, on every method, and changes nothing', async () => {
    const owner = await t.createUser('tpl-carol');
    const intruder = await t.createUser('tpl-dave');
    const template = (await call(owner, 'POST', URL, FRENCH_BROKER_TEMPLATE)).json<ImportTemplate>();
    for (const [method, payload] of [
      ['GET'],
      ['PUT', { ...FRENCH_BROKER_TEMPLATE, name: 'Volé' }],
      ['DELETE'],
    ] as const) {
      const response = await call(intruder, method, `${URL}${template.id}/`, payload);
      expect([method, response.statusCode, response.json()]).toEqual([method, 404, NOT_FOUND]);
    }
    expect((await call(intruder, 'GET', URL)).json()).toEqual([]);
    expect((await call(owner, 'GET', `${URL}${template.id}/`)).json()).toEqual(template);
  });

  it('names every wrong field in French', async () => {
    const user = await t.createUser('tpl-erin');
    const response = await call(user, 'POST', URL, {
      name: '',
      delimiter: 'x',
      decimal_separator: ';',
      date_format: 'JJ/MM',
      timezone: 'Lune/Tranquillité',
      columns: { ...FRENCH_BROKER_TEMPLATE.columns, asset_name: '   ', direction: undefined },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: [REQUIRED_MESSAGE],
      delimiter: [IMPORT_TEMPLATE_MESSAGES.unknownDelimiter],
      decimal_separator: [IMPORT_TEMPLATE_MESSAGES.unknownDecimalSeparator],
      date_format: [IMPORT_TEMPLATE_MESSAGES.unknownDateFormat],
      timezone: [FIELD_MESSAGES.unknownTimeZone],
      columns: { asset_name: [REQUIRED_MESSAGE], direction: [REQUIRED_MESSAGE] },
    });
  });
});
