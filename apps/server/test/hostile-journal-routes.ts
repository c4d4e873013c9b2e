import { id, type RouteSpec } from './hostile-route-spec.ts';
import { idOf, ok, type Run, type World } from './hostile-world.ts';

/*
 * The base requests of /api/v1/journal/ for the hostile-input test (docs/rules/journal.md). Each PUT writes a day
 * of its own, far from the world's trades, so no earlier run has locked its plan.
 */

let days = 0;

/** A day no other request of the run has written: 2031-01-01 onwards. */
function freshDay(): string {
  days += 1;
  return new Date(Date.UTC(2031, 0, days)).toISOString().slice(0, 10);
}

const DAY_BODY = {
  plan: {
    text: '<p>Plan</p>',
    bias: 'LONG',
    levels: '1,1000',
    max_trades: 3,
    max_loss_r: 2,
    addendum: 'Ajout',
  },
  state: { mood: 3, energy: 4, stress: 2, sleep_hours: 7.5 },
  review: { text: '<p>Bilan</p>', plan_followed: 'YES', lessons: 'Patience', mistakes: ['FOMO'] },
};

const TEMPLATE = { name: 'Matin', kind: 'PLAN', text: '<p>Biais</p>' };

/** A template of the world's user, read back and deleted after the run. */
async function freshTemplate(world: World, run: Run): Promise<number> {
  const templateId = idOf(await ok(world, 201, 'POST', '/api/v1/journal/templates/', TEMPLATE));
  run.reads.add(`/api/v1/journal/templates/${templateId}/`);
  run.removals.push(`/api/v1/journal/templates/${templateId}/`);
  return templateId;
}

export const JOURNAL_ROUTES: Record<string, RouteSpec> = {
  'GET /api/v1/journal/days/': {
    base: async () => ({ query: { from: '2026-01-01', to: '2026-12-31', tz: 'Europe%2FParis' } }),
  },
  'GET /api/v1/journal/days/:date/': {
    base: async () => ({ params: { date: '2026-11-16' }, query: { tz: 'Europe%2FParis' } }),
  },
  'PUT /api/v1/journal/days/:date/': {
    base: async () => ({ params: { date: freshDay() }, query: { tz: 'UTC' }, body: DAY_BODY }),
  },
  'POST /api/v1/journal/templates/': {
    base: async () => ({ body: TEMPLATE }),
    created: (answer, run) => {
      run.reads.add(`/api/v1/journal/templates/${idOf(answer)}/`);
      run.removals.push(`/api/v1/journal/templates/${idOf(answer)}/`);
    },
  },
  'GET /api/v1/journal/templates/:id/': {
    base: async (world, run) => ({ params: id(await freshTemplate(world, run)) }),
  },
  'PUT /api/v1/journal/templates/:id/': {
    base: async (world, run) => ({ params: id(await freshTemplate(world, run)), body: TEMPLATE }),
  },
  'DELETE /api/v1/journal/templates/:id/': {
    base: async (world, run) => ({ params: id(await freshTemplate(world, run)) }),
  },
};
