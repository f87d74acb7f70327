import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.table';

/**
 * A member's privacy settings that several areas' outgoing texts follow (issue 38). One row per
 * member who changed one; no row is the default: discreet mode on. (The auto-expiry choice is the
 * check-ins area's `check_in_expiry`: the records it erases are that area's.)
 */
export const privacySettings = pgTable('privacy_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  discreetMode: boolean('discreet_mode').notNull().default(true),
  updatedAt: updatedAt(),
});
