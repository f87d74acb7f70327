import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';
import { belongsTo, createdAt } from '../../platform/db/columns';

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    /**
     * The other person the notification is about, whose name its text may carry (a partner request's
     * sender, a reply's author); null when it names nobody. Erasure deletes the rows about an erased
     * person (notifications.erasure.ts); SET NULL only guards a deletion that bypasses it.
     */
    aboutUserId: integer('about_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    message: text().notNull(),
    meta: jsonb().$type<{ type: string } & Record<string, unknown>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_about_user_idx').on(t.aboutUserId),
  ],
);
