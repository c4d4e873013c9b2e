import { integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The first answer to a create sent with an `Idempotency-Key` (docs/api.md#idempotency), per user, route and
 * key: `status_code` is null while that first request runs, then its 2xx answer is kept for 24 hours and given
 * again to the same key. A request that created nothing leaves no row, so the key can be sent again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // A single integer key, as every table has for the backups' keyset pages (backup/write-backup.ts).
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: varchar({ length: 200 }).notNull(),
    key: varchar({ length: 255 }).notNull(),
    statusCode: integer(),
    body: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('idempotency_keys_user_route_key').on(table.userId, table.route, table.key)],
);
