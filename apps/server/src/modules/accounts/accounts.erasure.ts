import type { AppContext } from '../../platform/context';
import type { ErasureDeclaration } from '../../platform/db/person-tables';
import { findProfile } from './accounts.repository';

export const erasureDeclaration: ErasureDeclaration = {
  users: {
    how: 'deleted',
    note: "The account's row, deleted last in the erasure's transaction; everything that cascades from it goes with it.",
  },
  profiles: { how: 'cascade', note: 'The avatar file is deleted by a job.' },
  user_meta: { how: 'cascade' },
  user_roles: { how: 'cascade' },
  access_tokens: {
    how: 'cascade',
    note: 'Every session; the sessions_ended trigger disconnects their sockets on commit. Tokens an admin made to act as them go too.',
  },
  account_tokens: { how: 'cascade', note: 'created_by (an admin who made one for someone else) is set null.' },
  change_email_requests: { how: 'cascade' },
  app_locks: { how: 'cascade', note: 'The app lock PIN hash.' },
  audit_log: {
    how: 'kept',
    reason:
      "The security record of admins' and moderators' actions (who suspended whom) is kept for the service's accountability, with actor_id and target_user_id set null",
    columns: ['actor_id', 'target_user_id'],
  },
};

/** The avatar's file goes by a job once the erasure commits. */
export function registerAccountsErasure(ctx: AppContext) {
  ctx.events.on('accounts.erasing', async (tx, e) => {
    const profile = await findProfile(tx, e.userId);
    e.deleteFiles([profile?.profileIcon]);
  });
}
