import type { JournalTemplate } from '@carnet/contract';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { apiOf } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();
const URL = '/api/v1/journal/templates/';
const NOT_FOUND = { detail: 'Introuvable.' };

it('templates of the plan and the review: created sanitised, listed, replaced, deleted; private to their owner', async () => {
  const alice = apiOf(t, await t.createUser('journal-tpl-alice'));
  const bob = apiOf(t, await t.createUser('journal-tpl-bob'));
  const created = await alice.ok<JournalTemplate>(201, 'POST', URL, {
    name: ' Matin ',
    kind: 'PLAN',
    text: '<h2>Biais</h2><img src=x onerror="alert(1)"><p>Niveaux</p>',
  });
  expect(created).toEqual({
    id: expect.any(Number),
    name: 'Matin',
    kind: 'PLAN',
    text: '<h2>Biais</h2><p>Niveaux</p>',
  });
  await alice.ok(201, 'POST', URL, { name: 'Soir', kind: 'REVIEW', text: '<p>Bilan</p>' });
  expect((await alice.ok<JournalTemplate[]>(200, 'GET', URL)).map((row) => row.name)).toEqual([
    'Matin',
    'Soir',
  ]);

  const own = `${URL}${created.id}/`;
  const body = { name: 'Matin calme', kind: 'PLAN', text: '<p>Rien</p>' };
  for (const [method, payload] of [['GET'], ['PUT', body], ['DELETE']] as const) {
    const answer = await bob.call(method, own, payload);
    expect(answer.statusCode, method).toBe(404);
    expect(answer.json()).toEqual(NOT_FOUND);
  }
  expect(await bob.ok(200, 'GET', URL)).toEqual([]);

  expect(await alice.ok(200, 'PUT', own, body)).toEqual({ id: created.id, ...body });
  await alice.remove(own);
  expect((await alice.call('GET', own)).statusCode).toBe(404);
  const bad = await alice.call('POST', URL, { name: '', kind: 'DAY', text: 'x'.repeat(20_001) });
  expect(Object.keys(bad.json())).toEqual(['name', 'kind', 'text']);
});
