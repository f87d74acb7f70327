import { and, count, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { notifications } from './notifications.table';

export type NotificationRow = typeof notifications.$inferSelect;

export async function listNotifications(db: Db, userId: number, opts: { onlyUnread: boolean; limit: number; offset: number }) {
  const where = and(eq(notifications.userId, userId), opts.onlyUnread ? isNull(notifications.readAt) : undefined);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function countUnread(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function markAllRead(db: Db, userId: number, before: Date) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), lte(notifications.createdAt, before)));
}

/** One of the owner's notifications (null for another user's or none). */
export async function findNotification(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ?? null;
}

/** Only the owner's row is touched; answers whether it exists for that owner. */
export async function markRead(db: Db, userId: number, id: number) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Unread counts of several users in one statement (a user with none is absent). */
export async function countUnreadOf(db: Db, userIds: readonly number[]) {
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** Several notifications in one statement; rows answered in the order given. */
export async function insertNotifications(db: Db, values: (typeof notifications.$inferInsert)[]) {
  if (!values.length) return [];
  const rows = await db.insert(notifications).values(values).returning();
  // RETURNING follows the VALUES order in practice; sorting by id makes it certain (ids rise in that order).
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Erasure: deletes the notifications other people hold about `userId` (their texts may name them),
 * in the erasure's transaction; answers whose bells changed.
 */
export async function deleteNotificationsAbout(db: Db, userId: number) {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.aboutUserId, userId), ne(notifications.userId, userId)))
    .returning({ userId: notifications.userId });
  return [...new Set(rows.map((r) => r.userId))];
}
