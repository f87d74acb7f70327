import { settingsTexts as st, type AccountSessionList, type SignedOutSessions } from '@holdfast/shared/accounts';
import type { AppContext } from '../../platform/context';
import { isoInstant, isoInstantOrNull } from '../../platform/db/instant';
import { NotFoundError } from '../../platform/http/errors';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { canManageOwnAccount } from './accounts.policy';
import * as accountsRepo from './accounts.repository';
import * as repo from './account-sessions.repository';

/**
 * Sessions and devices: the member's own signed-in sessions, and signing one or all others out.
 * Revoking a token ends its sockets too (the sessions_ended trigger, platform/realtime).
 */
export function createAccountSessionsService(ctx: AppContext) {
  return {
    async list(actor: Actor): Promise<AccountSessionList> {
      assertCan(canManageOwnAccount(actor));
      const rows = await repo.listLiveSessions(ctx.db, actor.userId);
      return {
        items: rows.map((r) => ({
          id: r.id,
          device: r.device,
          place: r.place,
          created_at: isoInstant(r.createdAt),
          last_used_at: isoInstantOrNull(r.lastUsedAt),
          expires_at: isoInstant(r.expiresAt),
          is_current: r.id === actor.tokenId,
          is_impersonation: r.impersonatorId !== null,
        })),
      };
    },

    /** One session (this one included: that is signing out). Another person's id is 404, as an unknown one. */
    async signOut(actor: Actor, sessionId: number) {
      assertCan(canManageOwnAccount(actor));
      if (!(await repo.revokeLiveSession(ctx.db, actor.userId, sessionId))) throw new NotFoundError(st.sessionMissing);
    },

    async signOutOthers(actor: Actor): Promise<SignedOutSessions> {
      assertCan(canManageOwnAccount(actor));
      const count = await accountsRepo.revokeOtherAccessTokens(ctx.db, actor.userId, actor.tokenId);
      return { message: st.otherSessionsSignedOut, signed_out: count };
    },
  };
}
