import { ASSET_NAME_MAX_LENGTH, instrumentQuerySchema, instrumentSpecSchema } from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { InstrumentsService } from './instruments.service.ts';

// A symbol may hold slashes (`EUR/USD`, `/MNQH25`): the route takes the rest of the path, without the trailing
// slash of every route (docs/api.md#paths).
const params = z.object({ '*': z.string() });

/** GET /api/v1/instruments/{symbol}/ — the specification Carnet prices a symbol with. */
export function registerInstrumentsRoutes(
  app: FastifyInstance,
  { instrumentsService }: { instrumentsService: InstrumentsService },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/instruments/*',
      { schema: { params, querystring: instrumentQuerySchema, response: { 200: instrumentSpecSchema } } },
      (request) => {
        const path = request.params['*'];
        const symbol = (path.endsWith('/') ? path.slice(0, -1) : path).trim();
        // No trade is named longer than the profile's asset names: nothing to specify.
        if (symbol === '' || symbol.length > ASSET_NAME_MAX_LENGTH) throw notFound();
        return instrumentsService.spec(request.user.id, symbol, request.query);
      },
    );
}
