import { EMPTY_ASSETS, type ProfileAssets } from '@carnet/contract';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per user, created lazily on the first PATCH; a missing row reads as empty lists. */
export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Asset names per asset type, already normalised by the contract (trimmed, de-duplicated). */
  assets: jsonb('assets').$type<ProfileAssets>().notNull().default(EMPTY_ASSETS),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
