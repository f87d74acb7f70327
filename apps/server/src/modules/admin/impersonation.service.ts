import { impersonationTexts as t, type ImpersonationEnded } from '@holdfast/shared/admin';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { endImpersonationSession, isImpersonation } from '../accounts';
import { canEndImpersonation } from './impersonation.policy';

/** The end of an administrator's read-only session as a member (its start is the link: admin.service, accounts' grant). */
export function createImpersonationService(ctx: AppContext) {
  return {
    /** Stop: the session's token is revoked (its sockets close), the end audited and written to the member's access log. */
    async end(actor: Actor): Promise<ImpersonationEnded> {
      assertCan(canEndImpersonation(actor));
      if (isImpersonation(actor)) await ctx.db.transaction((tx) => endImpersonationSession(ctx, tx, actor));
      return { message: t.ended, user_id: actor.userId };
    },
  };
}
export type ImpersonationService = ReturnType<typeof createImpersonationService>;
