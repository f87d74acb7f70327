import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';
import { belongsTo, createdAt, updatedAt } from '../../platform/db/columns';

export const deviceTokens = pgTable('device_tokens', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: belongsTo('user_id', () => users.id),
  token: text().notNull().unique(),
  platform: text().notNull(),
  topics: text().array().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
