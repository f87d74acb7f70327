import type {
  ListNotificationsQuery,
  MarkAllReadInput,
  NewNotification,
  Notification,
  NotificationPage,
  UnreadCount,
} from '@holdfast/shared/notifications';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { NotFoundError } from '../../platform/http/errors';
import { pageOffset, toPage } from '../../platform/http/paging';
import { canReadNotifications } from './notifications.policy';
import { presentNotification } from './notifications.presenter';
import * as repo from './notifications.repository';

/**
 * What another area writes: the words and meta, and `aboutUserId`, the other person the text names
 * (a partner request's sender, a reply's author). Every notification that names someone sets it, so
 * an erasure can take the notices about that person out of everyone's bell.
 */
export type NotificationToWrite = NewNotification & { aboutUserId?: number | null };

/** `urgent` for SOS; `topic`: the push goes only to the member's devices following it (a campaign), the bell item to the member. */
interface AnnounceOptions {
  urgent?: boolean;
  topic?: string;
}

/** Every call is scoped to the actor's own notifications: nobody reads another's list. */
export function createNotificationsService(ctx: AppContext) {
  async function pushCount(userId: number) {
    ctx.realtime.publishToUser(userId, 'notification.count', { count: await repo.countUnread(ctx.db, userId) });
  }

  /** `notify` for many users: one insert, one count query, then each user's event and push. */
  async function notifyMany(items: readonly { userId: number; notification: NotificationToWrite }[], opts: AnnounceOptions = {}) {
    // public: other services call it for their own events about these users; no route does.
    const staged = await stageMany(ctx.db, items);
    await staged.announce(opts);
    return staged.rows;
  }

  /**
   * The write half of `notifyMany`, for a caller's transaction (`db`): the rows are written with
   * the caller's other writes (all or nothing); `announce` (realtime event, unread count, push)
   * is called once the transaction has committed, so a tab that re-reads finds them.
   */
  async function stageMany(db: Db, items: readonly { userId: number; notification: NotificationToWrite }[]) {
    // public: the write half of notifyMany, for another service's transaction; no route calls it.
    const rows = await repo.insertNotifications(
      db,
      items.map(({ userId, notification: n }) => ({ userId, ...n })),
    );
    return {
      rows,
      announce: async (opts: AnnounceOptions = {}) => {
        if (!rows.length) return;
        const userIds = [...new Set(rows.map((r) => r.userId))];
        const counts = await repo.countUnreadOf(ctx.db, userIds);
        for (const row of rows) ctx.realtime.publishToUser(row.userId, 'notification.created', { notification: presentNotification(row) });
        for (const userId of userIds) ctx.realtime.publishToUser(userId, 'notification.count', { count: counts.get(userId) ?? 0 });
        await Promise.all(
          rows.map((row) => {
            const target = typeof row.meta.target === 'string' ? row.meta.target : undefined;
            return (
              ctx.push
                // Ids only (platform/push): the device reads the words from the bell when it is opened.
                .send(row.userId, {
                  type: row.meta.type,
                  notification_id: row.id,
                  ...(target ? { target } : {}),
                  urgent: opts.urgent ?? false,
                  ...(opts.topic ? { topic: opts.topic } : {}),
                })
                .catch((err: unknown) => ctx.log.error({ err, userId: row.userId }, 'push failed'))
            );
          }),
        );
      },
    };
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

    /** One of my notifications (the device's words for a push that carried only its id); another user's is 404. */
    async findOwn(actor: Actor, id: number): Promise<Notification> {
      assertCan(canReadNotifications(actor));
      const row = await repo.findNotification(ctx.db, actor.userId, id);
      if (!row) throw new NotFoundError();
      return presentNotification(row);
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
    async notify(userId: number, n: NotificationToWrite, opts: { urgent?: boolean } = {}) {
      // public: other services call it for their own events about this user; no route does.
      const [row] = await notifyMany([{ userId, notification: n }], opts);
      return row!;
    },

    notifyMany,
    stageMany,

    /** Each of these users' unread count to their open tabs (after an erasure took notifications out of their bells). */
    async publishCounts(userIds: readonly number[]) {
      // public: the erasure calls it after its commit for the bells it changed; no route does.
      if (!userIds.length) return;
      const counts = await repo.countUnreadOf(ctx.db, userIds);
      for (const userId of userIds) ctx.realtime.publishToUser(userId, 'notification.count', { count: counts.get(userId) ?? 0 });
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
