import { NOTIFICATION_EVENTS, type Notification } from '@holdfast/shared/notifications';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/http/errors';
import { pageOffset, toPage } from '../../platform/http/paging';
import type { Actor } from '../accounts';
import * as repo from './notifications.repository';

export function presentNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
    meta: row.meta,
  };
}

/** Every call is scoped to the actor's own notifications: nobody reads another's list. */
export function createNotificationsService(ctx: AppContext) {
  async function pushCount(userId: number) {
    ctx.realtime.publishToUser(userId, NOTIFICATION_EVENTS.count, { count: await repo.countUnread(ctx.db, userId) });
  }

  return {
    async list(actor: Actor, q: { onlyUnread: boolean; page: number; perPage: number }) {
      const { items, total } = await repo.listNotifications(ctx.db, actor.userId, {
        onlyUnread: q.onlyUnread,
        limit: q.perPage,
        offset: pageOffset(q.page, q.perPage),
      });
      return toPage(items.map(presentNotification), total, q.page, q.perPage);
    },

    async unreadCount(actor: Actor) {
      return { count: await repo.countUnread(ctx.db, actor.userId) };
    },

    async markAllRead(actor: Actor, input: { before?: string }) {
      await repo.markAllRead(ctx.db, actor.userId, input.before ? new Date(input.before) : new Date());
      await pushCount(actor.userId);
    },

    async markRead(actor: Actor, id: number) {
      if (!(await repo.markRead(ctx.db, actor.userId, id))) throw new NotFoundError();
      await pushCount(actor.userId);
    },

    /** Used by other areas when something happens to a user. */
    async notify(userId: number, n: { title: string; message: string; meta: { type: string } & Record<string, unknown> }) {
      const row = await repo.insertNotification(ctx.db, { userId, ...n });
      ctx.realtime.publishToUser(userId, NOTIFICATION_EVENTS.created, { notification: presentNotification(row) });
      await pushCount(userId);
      return row;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
