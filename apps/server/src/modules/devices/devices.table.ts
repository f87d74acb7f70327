import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { WebPushSubscription } from '@holdfast/shared/reference';
import { users } from '../accounts/accounts.table';
import { belongsTo, createdAt, updatedAt } from '../../platform/db/columns';

export const deviceTokens = pgTable('device_tokens', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: belongsTo('user_id', () => users.id),
  token: text().notNull().unique(),
  platform: text().notNull(),
  topics: text().array().notNull().default([]),
  /** A browser's push subscription (endpoint and keys; `token` is its endpoint); null for FCM and APNs tokens. */
  subscription: jsonb().$type<WebPushSubscription>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
