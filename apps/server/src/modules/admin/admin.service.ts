import { ROLES } from '@holdfast/shared/accounts';
import {
  GRANTABLE_ROLES,
  adminTexts as t,
  type ImpersonationToken,
  type GrantableRole,
  type ImpersonationTokenInput,
  type SuspendInput,
  type UserRoles,
  type UserRolesInput,
} from '@holdfast/shared/admin';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/http/errors';
import {
  assignRole,
  ensureRoles,
  findUserByEmail,
  findUserById,
  hashPassword,
  hashToken,
  IMPERSONATION_LINK,
  IMPERSONATION_TTL_MS,
  insertAccountToken,
  insertAuditEntry,
  insertUser,
  isUsernameTaken,
  listRoleNames,
  newToken,
  removeRole,
  revokeUserAccessTokens,
  updateUser,
} from '../accounts';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { canActOnUser, canGrantRoles, canImpersonate, canSuspend } from './admin.policy';

export function createAdminService(ctx: AppContext) {
  async function findTarget(userId: number) {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw new NotFoundError(t.unknownUser);
    return { ...user, roles: await listRoleNames(ctx.db, userId) };
  }

  return {
    /** A one-time, five-minute token for /login-as-user (a read-only hour as the member); recorded in the audit log with its reason. */
    async createImpersonationToken(actor: Actor, input: ImpersonationTokenInput): Promise<ImpersonationToken> {
      assertCan(canImpersonate(actor));
      const user = await findTarget(input.user_id);
      assertCan(canActOnUser(actor, user), t.cannotImpersonate);
      const token = newToken();
      const expiresAt = new Date(Date.now() + IMPERSONATION_TTL_MS);
      await ctx.db.transaction(async (tx) => {
        const link = await insertAccountToken(tx, {
          userId: user.id,
          purpose: 'impersonation',
          tokenHash: hashToken(token),
          email: user.email,
          expiresAt,
          createdBy: actor.userId,
        });
        // The reason is kept here and read again when the link opens the session (impersonation.started).
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: IMPERSONATION_LINK.action,
          targetUserId: user.id,
          targetKind: IMPERSONATION_LINK.targetKind,
          targetId: link.id,
          after: { expires_at: expiresAt.toISOString() },
          reason: input.reason,
        });
      });
      return {
        token,
        url: `${ctx.config.appUrl}/login-as-user?${new URLSearchParams({ token })}`,
        expires_at: expiresAt.toISOString(),
      };
    },

    /**
     * Suspension ends every session at once (its sockets too: the sessions_ended trigger announces the
     * revoked tokens and the suspended account on commit); the API refuses the user from then on.
     * Audited with before/after and the reason when one is given (the console always gives one).
     */
    async setSuspended(actor: Actor, userId: number, suspended: boolean, input?: SuspendInput) {
      assertCan(canSuspend(actor));
      const user = await findTarget(userId);
      assertCan(canActOnUser(actor, user), t.cannotSuspend);
      await ctx.db.transaction(async (tx) => {
        await updateUser(tx, user.id, { suspendedAt: suspended ? new Date() : null });
        if (suspended) await revokeUserAccessTokens(tx, user.id);
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: suspended ? 'user.suspended' : 'user.unsuspended',
          targetUserId: user.id,
          before: { suspended: user.suspendedAt !== null },
          after: { suspended },
          ...(input?.reason ? { reason: input.reason } : {}),
        });
      });
    },

    /**
     * Sets which of the grantable roles (community_admin, upgrade_admin, certified_leader) a user
     * has; their other roles stay. One transaction with its audit entry (what was added and removed).
     */
    async setRoles(actor: Actor, userId: number, input: UserRolesInput): Promise<UserRoles> {
      assertCan(canGrantRoles(actor));
      const user = await findTarget(userId);
      assertCan(canActOnUser(actor, user), t.cannotChangeRoles);
      const added = input.roles.filter((r) => !user.roles.includes(r));
      const removed = GRANTABLE_ROLES.filter((r) => user.roles.includes(r) && !input.roles.includes(r));
      await ctx.db.transaction(async (tx) => {
        for (const role of added) await assignRole(tx, user.id, role);
        for (const role of removed) await removeRole(tx, user.id, role);
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: 'user.roles_changed',
          targetUserId: user.id,
          meta: { added, removed },
          before: { roles: user.roles },
          after: { roles: [...user.roles.filter((r) => !removed.includes(r as GrantableRole)), ...added].sort() },
        });
      });
      // Their open pages learn their new roles (the community's moderation link follows them).
      if (added.length || removed.length) ctx.realtime.publishToUser(user.id, 'profile.updated', { user_id: user.id });
      return { message: t.rolesUpdated, user_id: user.id, roles: await listRoleNames(ctx.db, user.id) };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;

/**
 * Roles exist; the first ff_admin comes from ADMIN_EMAIL/ADMIN_PASSWORD. An existing account
 * with that address gets the role; its password is not overwritten on later starts.
 */
export async function bootstrapAdmin(ctx: AppContext) {
  await ensureRoles(ctx.db, ROLES);
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = ctx.config;
  if (!email || !password) return;
  let user = await findUserByEmail(ctx.db, email);
  if (!user) {
    let username = email.split('@')[0]!.slice(0, 40) || 'admin';
    if (await isUsernameTaken(ctx.db, username)) username = `${username}-${Date.now().toString(36)}`;
    user = await insertUser(ctx.db, {
      email: email.toLowerCase(),
      username,
      passwordHash: await hashPassword(password),
      verifiedOn: new Date(),
    });
    ctx.log.info({ email }, 'created the first ff_admin from ADMIN_EMAIL');
  }
  await assignRole(ctx.db, user.id, 'ff_admin');
}
