import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { insertAuditEntry, revokeAccessToken } from './accounts.repository';
import { findAuditReason } from './audit-log.repository';

/**
 * An administrator's read-only session as a member, from the accounts side (the audit log and the
 * sessions are this area's): its start is written when the one-time link is used, its end when the
 * session is stopped (POST admin/impersonation/end) or signed out. Each is one audit entry with the
 * reason given for the link and one line in the member's own access log ('Support viewed your account').
 */

/** The audit entry of the link (its reason is read again when the session starts). */
export const IMPERSONATION_LINK = { action: 'impersonation.token_created', targetKind: 'account_token' } as const;
/** The audit entries of the session itself (target: the session's access token). */
export const IMPERSONATION_SESSION = { started: 'impersonation.started', ended: 'impersonation.ended', targetKind: 'session' } as const;

/** The link was used: the session `tokenId` has begun (in the grant's transaction). */
export async function recordImpersonationStarted(
  ctx: Pick<AppContext, 'accessLog'>,
  tx: Db,
  s: { adminId: number; userId: number; linkId: number; tokenId: number; expiresAt: Date },
) {
  const reason = await findAuditReason(tx, { ...IMPERSONATION_LINK, targetId: s.linkId });
  await insertAuditEntry(tx, {
    actorId: s.adminId,
    action: IMPERSONATION_SESSION.started,
    targetUserId: s.userId,
    targetKind: IMPERSONATION_SESSION.targetKind,
    targetId: s.tokenId,
    after: { read_only: true, expires_at: s.expiresAt.toISOString() },
    reason: reason ?? undefined,
  });
  await ctx.accessLog.record({ viewer: s.adminId, owner: s.userId, kind: 'account', via: 'support', recordId: s.tokenId }, tx);
}

/** The impersonation session `actor` ends now: its token revoked (its sockets close), the end audited and logged for the member. */
export async function endImpersonationSession(ctx: Pick<AppContext, 'accessLog'>, tx: Db, actor: Actor & { impersonatorId: number }) {
  await revokeAccessToken(tx, actor.tokenId);
  const reason = await findAuditReason(tx, {
    action: IMPERSONATION_SESSION.started,
    targetKind: IMPERSONATION_SESSION.targetKind,
    targetId: actor.tokenId,
  });
  await insertAuditEntry(tx, {
    actorId: actor.impersonatorId,
    action: IMPERSONATION_SESSION.ended,
    targetUserId: actor.userId,
    targetKind: IMPERSONATION_SESSION.targetKind,
    targetId: actor.tokenId,
    reason: reason ?? undefined,
  });
  await ctx.accessLog.record(
    { viewer: actor.impersonatorId, owner: actor.userId, kind: 'account_end', via: 'support', recordId: actor.tokenId },
    tx,
  );
}

/** Whether the actor is an administrator's impersonation session (narrows impersonatorId). */
export const isImpersonation = (actor: Actor): actor is Actor & { impersonatorId: number } => actor.impersonatorId !== null;
