import { ACCOUNT } from './hostile-fixtures.ts';
import { id, type RouteSpec } from './hostile-route-spec.ts';
import { idOf, ok, type Run, type World } from './hostile-world.ts';
import { FRENCH_BROKER_TEMPLATE } from './support/import-templates-test-support.ts';
import { importOnePair } from './support/imports-test-support.ts';

/*
 * The base requests of /api/v1/imports/ and /api/v1/import-templates/ for the hostile-input test (docs/rules/imports.md).
 * Template names are unique per user: each template a run makes has a name of its own, and the PUT keeps it.
 */

/** An import of one trade into a fresh account of the world's user, undone after the run. */
async function freshImport(world: World, run: Run): Promise<number> {
  const account = idOf(await ok(world, 201, 'POST', '/api/v1/capital-accounts/', ACCOUNT));
  const batchId = await importOnePair(world.t, world.user, account);
  run.reads.add(`/api/v1/imports/${batchId}/`);
  run.removals.push(`/api/v1/imports/${batchId}/`);
  return batchId;
}

let made = 0;

/** A template body under a name no other template of the run has. */
const templateBody = () => {
  made += 1;
  return {
    ...FRENCH_BROKER_TEMPLATE,
    name: `Modèle ${made}`,
    columns: { ...FRENCH_BROKER_TEMPLATE.columns, fees: null },
  };
};

/** A template of the world's user, read back and deleted after the run. */
async function freshTemplate(world: World, run: Run, body = templateBody()): Promise<number> {
  const templateId = idOf(await ok(world, 201, 'POST', '/api/v1/import-templates/', body));
  run.reads.add(`/api/v1/import-templates/${templateId}/`);
  run.removals.push(`/api/v1/import-templates/${templateId}/`);
  return templateId;
}

export const IMPORT_ROUTES: Record<string, RouteSpec> = {
  'GET /api/v1/imports/:id/': {
    base: async (world, run) => ({ params: id(await freshImport(world, run)) }),
  },
  'DELETE /api/v1/imports/:id/': {
    base: async (world, run) => ({ params: id(await freshImport(world, run)) }),
  },
  'POST /api/v1/import-templates/': {
    base: async () => ({ body: templateBody() }),
    created: (answer, run) => {
      run.reads.add(`/api/v1/import-templates/${idOf(answer)}/`);
      run.removals.push(`/api/v1/import-templates/${idOf(answer)}/`);
    },
  },
  'GET /api/v1/import-templates/:id/': {
    base: async (world, run) => ({ params: id(await freshTemplate(world, run)) }),
  },
  'PUT /api/v1/import-templates/:id/': {
    base: async (world, run) => {
      const body = templateBody();
      return { params: id(await freshTemplate(world, run, body)), body };
    },
  },
  'DELETE /api/v1/import-templates/:id/': {
    base: async (world, run) => ({ params: id(await freshTemplate(world, run)) }),
  },
};
