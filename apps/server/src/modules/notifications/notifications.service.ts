import type { ListNotificationsQuery, MarkAllReadInput, NewNotification, NotificationPage, UnreadCount } from '@holdfast/shared/notifications';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/http/errors';
import { pageOffset, toPage } from '../../platform/http/paging';
import { canReadNotifications } from './notifications.policy';
import { presentNotification } from './notifications.presenter';
import * as repo from './notifications.repository';

/** Every call is scoped to the actor's own notifications: nobody reads another's list. */
export function createNotificationsService(ctx: AppContext) {
  async function pushCount(userId: number) {
    ctx.realtime.publishToUser(userId, 'notification.count', { count: await repo.countUnread(ctx.db, userId) });
  }

  return {
    async list(actor: Actor, q: ListNotificationsQuery): Promise<NotificationPage> {
      assertCan(canReadNotifications(actor));
      const { items, total } = await repo.listNotifications(ctx.db, actor.userId, {
        onlyUnread: q.onlyUnread,
        limit: q.perPage,
        offset: pageOffset(q.page, q.perPage),
      });
      return toPage(items.map(presentNotification), total, q.page, q.perPage);
    },

    async unreadCount(actor: Actor): Promise<UnreadCount> {
      assertCan(canReadNotifications(actor));
      return { count: await repo.countUnread(ctx.db, actor.userId) };
    },

    async markAllRead(actor: Actor, input: MarkAllReadInput) {
      assertCan(canReadNotifications(actor));
      await repo.markAllRead(ctx.db, actor.userId, input.before ? new Date(input.before) : new Date());
      await pushCount(actor.userId);
    },

    async markRead(actor: Actor, id: number) {
      assertCan(canReadNotifications(actor));
      if (!(await repo.markRead(ctx.db, actor.userId, id))) throw new NotFoundError();
      await pushCount(actor.userId);
    },

    /**
     * Used by other areas when something happens to a user: stores it (the bell), pushes it to their
     * open tabs and through the push hook to their devices (`urgent` for SOS). Call it after the
     * area's transaction has committed, so what a tab re-reads on the event is already there.
     */
    async notify(userId: number, n: NewNotification, opts: { urgent?: boolean } = {}) {
      // public: other services call it for their own events about this user; no route does.
      const row = await repo.insertNotification(ctx.db, { userId, ...n });
      ctx.realtime.publishToUser(userId, 'notification.created', { notification: presentNotification(row) });
      await pushCount(userId);
      const target = typeof n.meta.target === 'string' ? n.meta.target : undefined;
      await ctx.push
        .send(userId, { title: n.title, body: n.message, data: { type: n.meta.type, notification_id: row.id, ...(target ? { target } : {}) }, urgent: opts.urgent ?? false })
        .catch((err: unknown) => ctx.log.error({ err, userId }, 'push failed'));
      return row;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
