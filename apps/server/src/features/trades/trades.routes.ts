import {
  closeTradeSchema,
  complianceResultSchema,
  evaluateRequestSchema,
  idParamsSchema,
  setConfirmationsSchema,
  tagUsageListSchema,
  tradeBulkDeleteSchema,
  tradeBulkResultSchema,
  tradeBulkTagSchema,
  tradeCreateSchema,
  tradeHistorySchema,
  tradeListQuerySchema,
  tradePageSchema,
  tradeSchema,
  tradeSearchQuerySchema,
  tradeUpdateSchema,
} from '@carnet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BulkTrades } from './bulk-trades.ts';
import type { CloseTradeService } from './close-trade.service.ts';
import type { EvaluateCompliance } from './trade-compliance.ts';
import type { TradesService } from './trades.service.ts';

export type TradesRoutesDeps = {
  tradesService: TradesService;
  closeTradeService: CloseTradeService;
  bulkTrades: BulkTrades;
  evaluateCompliance: EvaluateCompliance;
  /** PUBLIC_URL (no trailing slash), the base of the list's `next` and `previous`; null for relative links. */
  publicUrl: string | null;
};

/** /api/v1/trades/ (docs/api.md, docs/api.md) and /api/v1/tags/ (docs/rules/trades.md); inside the authenticated scope. */
export function registerTradesRoutes(app: FastifyInstance, deps: TradesRoutesDeps) {
  const { tradesService: trades, closeTradeService: close, bulkTrades: bulk } = deps;
  const { evaluateCompliance, publicUrl } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = idParamsSchema;

  routes.get(
    '/trades/',
    { schema: { querystring: tradeListQuerySchema, response: { 200: tradePageSchema } } },
    async (request) => {
      const { count, page, hasNext, results } = await trades.list(request.user.id, request.query);
      return {
        count,
        next: hasNext ? pageLink(request, publicUrl, page + 1) : null,
        previous: page > 1 ? pageLink(request, publicUrl, page - 1) : null,
        results,
      };
    },
  );

  routes.get(
    '/trades/search/',
    { schema: { querystring: tradeSearchQuerySchema, response: { 200: tradePageSchema } } },
    async (request) => {
      const { count, page, hasNext, results } = await trades.search(request.user.id, request.query);
      return {
        count,
        next: hasNext ? pageLink(request, publicUrl, page + 1) : null,
        previous: page > 1 ? pageLink(request, publicUrl, page - 1) : null,
        results,
      };
    },
  );

  // docs/api.md#bulk-actions: every id the caller's, or a 404 and nothing changed.
  const bulkAnswer = { response: { 200: tradeBulkResultSchema } };
  routes.post('/trades/bulk/add_tag/', { schema: { body: tradeBulkTagSchema, ...bulkAnswer } }, (request) =>
    bulk.addTag(request.user.id, request.body.ids, request.body.tag),
  );
  routes.post(
    '/trades/bulk/remove_tag/',
    { schema: { body: tradeBulkTagSchema, ...bulkAnswer } },
    (request) => bulk.removeTag(request.user.id, request.body.ids, request.body.tag),
  );
  routes.post('/trades/bulk/delete/', { schema: { body: tradeBulkDeleteSchema, ...bulkAnswer } }, (request) =>
    bulk.delete(request.user.id, request.body.ids),
  );

  routes.get('/tags/', { schema: { response: { 200: tagUsageListSchema } } }, (request) =>
    trades.tags(request.user.id),
  );

  routes.post(
    '/trades/',
    { schema: { body: tradeCreateSchema, response: { 201: tradeSchema } }, config: { idempotent: true } },
    async (request, reply) => reply.code(201).send(await trades.create(request.user.id, request.body)),
  );

  routes.post(
    '/trades/evaluate/',
    { schema: { body: evaluateRequestSchema, response: { 200: complianceResultSchema } } },
    (request) => evaluateCompliance(request.user.id, request.body),
  );

  routes.get('/trades/:id/', { schema: { params, response: { 200: tradeSchema } } }, (request) =>
    trades.get(request.user.id, request.params.id),
  );

  routes.put(
    '/trades/:id/',
    { schema: { params, body: tradeUpdateSchema, response: { 200: tradeSchema } } },
    (request) => trades.update(request.user.id, request.params.id, request.body),
  );

  routes.delete('/trades/:id/', { schema: { params } }, async (request, reply) => {
    await trades.delete(request.user.id, request.params.id);
    return reply.code(204).send();
  });

  routes.post(
    '/trades/:id/set_confirmations/',
    { schema: { params, body: setConfirmationsSchema, response: { 200: tradeSchema } } },
    (request) => trades.setConfirmations(request.user.id, request.params.id, request.body),
  );

  routes.post('/trades/:id/reopen/', { schema: { params, response: { 200: tradeSchema } } }, (request) =>
    trades.reopen(request.user.id, request.params.id),
  );

  routes.get(
    '/trades/:id/history/',
    { schema: { params, response: { 200: tradeHistorySchema } } },
    (request) => trades.history(request.user.id, request.params.id),
  );

  routes.post(
    '/trades/:id/close_trade/',
    { schema: { params, body: closeTradeSchema, response: { 200: tradeSchema } } },
    (request) => close(request.user.id, request.params.id, request.body),
  );
}

/**
 * A link to another page of the same query (page 1 without `page`, as DRF writes them): under PUBLIC_URL when
 * it is set, else relative. Never built from the Host header, which any client sets: a cache or a proxy would
 * keep a link to another site. The path is the route's own, only the query comes from the request.
 */
function pageLink(request: FastifyRequest, publicUrl: string | null, page: number): string {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  if (page === 1) query.delete('page');
  else query.set('page', String(page));
  const search = query.toString();
  const path = request.routeOptions.url ?? request.url.split('?')[0];
  return `${publicUrl ?? ''}${path}${search === '' ? '' : `?${search}`}`;
}
