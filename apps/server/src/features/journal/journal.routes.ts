import {
  idParamsSchema,
  journalDayInputSchema,
  journalDayListQuerySchema,
  journalDayParamsSchema,
  journalDayQuerySchema,
  journalDaySchema,
  journalDaySummaryListSchema,
  journalTemplateInputSchema,
  journalTemplateListSchema,
  journalTemplateSchema,
} from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JournalService } from './journal.service.ts';
import type { JournalTemplatesService } from './journal-templates.service.ts';

/** /api/v1/journal/ (docs/rules/journal.md); registered inside the authenticated scope. */
export function registerJournalRoutes(
  app: FastifyInstance,
  deps: { journalService: JournalService; journalTemplatesService: JournalTemplatesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { journalService: journal, journalTemplatesService: templates } = deps;

  routes.get(
    '/journal/days/',
    { schema: { querystring: journalDayListQuerySchema, response: { 200: journalDaySummaryListSchema } } },
    (request) => journal.listDays(request.user.id, request.query),
  );

  routes.get(
    '/journal/days/:date/',
    {
      schema: {
        params: journalDayParamsSchema,
        querystring: journalDayQuerySchema,
        response: { 200: journalDaySchema },
      },
    },
    (request) => journal.getDay(request.user.id, request.params.date, request.query.tz),
  );

  routes.put(
    '/journal/days/:date/',
    {
      schema: {
        params: journalDayParamsSchema,
        querystring: journalDayQuerySchema,
        body: journalDayInputSchema,
        response: { 200: journalDaySchema },
      },
    },
    (request) => journal.putDay(request.user.id, request.params.date, request.query.tz, request.body),
  );

  const body = journalTemplateInputSchema;
  const params = idParamsSchema;

  routes.get('/journal/templates/', { schema: { response: { 200: journalTemplateListSchema } } }, (request) =>
    templates.list(request.user.id),
  );

  routes.post(
    '/journal/templates/',
    { schema: { body, response: { 201: journalTemplateSchema } } },
    async (request, reply) => reply.code(201).send(await templates.create(request.user.id, request.body)),
  );

  routes.get(
    '/journal/templates/:id/',
    { schema: { params, response: { 200: journalTemplateSchema } } },
    (request) => templates.get(request.user.id, request.params.id),
  );

  routes.put(
    '/journal/templates/:id/',
    { schema: { params, body, response: { 200: journalTemplateSchema } } },
    (request) => templates.update(request.user.id, request.params.id, request.body),
  );

  routes.delete('/journal/templates/:id/', { schema: { params } }, async (request, reply) => {
    await templates.delete(request.user.id, request.params.id);
    return reply.code(204).send();
  });
}
