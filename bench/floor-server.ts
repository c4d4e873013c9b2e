import { DEFAULT_TRADE_ORDERING, TRADES_PAGE_SIZE } from '@carnet/contract';
import Fastify from 'fastify';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { tradesConsideredQuery } from '../apps/server/src/features/dashboard/dashboard.repository.ts';
import { createTradesRepository } from '../apps/server/src/features/trades/trades.repository.ts';

/*
 * The floor of docs/budgets.md: a bare Fastify process on the same database (same environment as the server) whose
 * routes run the very queries of page 1 of the trade list and of the dashboard, with no auth, no validation and
 * no response schema. What Carnet adds above it (auth, schemas, the count, the figures) is its overhead. Bundled
 * and run like the server's build (floor-build.ts), so the two compare like with like.
 */
const config = loadConfig();
const database = await openDatabase(config);
const trades = createTradesRepository(database.db);
const app = Fastify({ logger: false });

const userIdOf = (params: unknown) => Number(Reflect.get(Object(params), 'userId'));

app.get('/floor/trades/:userId', (request) =>
  trades.pageOwned(
    userIdOf(request.params),
    {},
    {
      ordering: DEFAULT_TRADE_ORDERING,
      offset: 0,
      limit: TRADES_PAGE_SIZE,
    },
  ),
);

app.get('/floor/dashboard/:userId', async (request) => {
  const [row] = await tradesConsideredQuery(database.db, userIdOf(request.params), {});
  return row;
});

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});

await app.listen({ port: config.port, host: config.host });
