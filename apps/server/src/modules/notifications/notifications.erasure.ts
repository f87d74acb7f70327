import type { AppContext } from '../../platform/context';
import type { ErasureDeclaration } from '../../platform/db/person-tables';
import * as repo from './notifications.repository';

export const erasureDeclaration: ErasureDeclaration = {
  notifications: {
    how: 'cascade',
    note: "Their own bell goes with the account; the notifications other people hold about them (about_user_id: a partner request, a reply's author, an SOS) are deleted, since their texts may name them.",
  },
};

/**
 * At erasure, every other member's notification about the person goes, in the erasure's
 * transaction: its text may carry their name, and what it was about (the request, the link, the
 * alert) goes with them too. Notices that name nobody (no about_user_id) stay. The bells that
 * changed get their new unread count once the erasure has committed.
 */
export function registerNotificationsErasure(ctx: AppContext) {
  ctx.events.on('accounts.erasing', async (tx, e) => {
    e.bellsChanged(await repo.deleteNotificationsAbout(tx, e.userId));
  });
}
