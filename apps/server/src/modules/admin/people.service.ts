import {
  adminPeopleTexts as t,
  adminTexts,
  type AdminDashboard,
  type AdminPeopleQuery,
  type AdminPerson,
  type AdminPersonContent,
  type AdminPersonPage,
  type AdminPersonWrite,
  type EraseOnRequestInput,
  type PersonFlagsInput,
} from '@holdfast/shared/admin';
import { ERROR_CODES } from '@holdfast/shared/common';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { isoInstant } from '../../platform/db/instant';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { pageOffset, windowPage } from '../../platform/http/paging';
import { countOpenSos, countPartnersOf } from '../accountability';
import {
  countAccountsSince,
  countPeople,
  findAdminAccount,
  findAdminProfile,
  findPersonNames,
  insertAuditEntry,
  JOB_VERIFICATION,
  searchPeople,
  updateProfileFlags,
  updateUser,
} from '../accounts';
import { countCheckInsSince, countCrashReportsSince } from '../check-ins';
import { listCoachLinksOf } from '../coaching';
import { listCoursePaymentsOf } from '../courses';
import { eraseOnRequest } from '../erasure';
import { findGroupNames, listGroupsOfPerson } from '../groups';
import { listPremiumPaymentsOf } from '../premium-groups';
import { canManagePeople, canSeeDashboard, canSeePeople, canSeePersonContent } from './people.policy';
import { presentPerson, presentPersonSummary } from './people.presenter';
import { pendingQueueCount } from './queue.service';

const DAY_MS = 86_400_000;
const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const nameOf = (p: { display_name: string | null; first_name: string | null; last_name: string | null; username: string }) =>
  p.display_name || [p.first_name, p.last_name].filter(Boolean).join(' ') || p.username;

/**
 * The console's people (issue 39, part a1): search, a person's page, the changes an ff_admin makes to
 * a person, and the dashboard's counts. Each area answers for its own rows (accounts, groups,
 * accountability, coaching, courses, premium groups, check-ins: their `admin-*.repository.ts`).
 */
export function createPeopleService(ctx: AppContext) {
  const erase = eraseOnRequest(ctx);

  async function accountOf(db: Db, userId: number) {
    const row = await findAdminAccount(db, userId);
    if (!row) throw new NotFoundError(adminTexts.unknownUser);
    return row;
  }

  /** Everything of a person beyond their account state; an ff_admin's read of it is audited. */
  async function contentOf(actor: Actor, userId: number): Promise<AdminPersonContent> {
    const [profile, groups, partnerCount, coachLinks, coursePayments, premiumPayments] = await Promise.all([
      findAdminProfile(ctx.db, userId),
      listGroupsOfPerson(ctx.db, userId),
      countPartnersOf(ctx.db, userId),
      listCoachLinksOf(ctx.db, userId),
      listCoursePaymentsOf(ctx.db, userId),
      listPremiumPaymentsOf(ctx.db, userId),
    ]);
    const coachIds = coachLinks.filter((l) => l.kind === 'client' && l.coach_user_id !== null).map((l) => Number(l.coach_user_id));
    const [coachNames, groupNames] = await Promise.all([
      findPersonNames(ctx.db, coachIds),
      findGroupNames(
        ctx.db,
        premiumPayments.map((p) => Number(p.group_id)),
      ),
    ]);
    const coachName = new Map(coachNames.map((p) => [Number(p.id), nameOf(p)]));
    // Reads of a person's content by an admin are written down, as other reads of someone's data are.
    await insertAuditEntry(ctx.db, {
      actorId: actor.userId,
      action: 'person.content_viewed',
      targetUserId: userId,
      targetKind: 'user',
      targetId: userId,
      meta: { parts: ['profile', 'groups', 'partners', 'coaching', 'payments'] },
    });
    return {
      profile,
      groups: groups.map((g) => ({ ...g, id: Number(g.id) })),
      partner_count: partnerCount,
      coach_links: coachLinks.map((l) => ({
        kind: l.kind,
        request_status: l.request_status,
        coach_name: l.kind === 'client' && l.coach_user_id !== null ? (coachName.get(Number(l.coach_user_id)) ?? null) : null,
        accepted_clients: l.accepted_clients === null ? null : Number(l.accepted_clients),
        subscription_status: l.subscription_status,
      })),
      payments: {
        courses: coursePayments.map((p) => ({ ...p, id: Number(p.id), amount: Number(p.amount), created_at: isoInstant(p.created_at) })),
        premium: premiumPayments.map((p) => ({
          id: Number(p.id),
          group_name: groupNames.get(Number(p.group_id)) ?? '',
          kind: p.kind,
          amount: Number(p.amount),
          status: p.status,
          created_at: isoInstant(p.created_at),
        })),
      },
    };
  }

  /** The person as this actor may see them: account state, and content for an ff_admin. */
  async function personFor(actor: Actor, userId: number): Promise<AdminPerson> {
    const row = await accountOf(ctx.db, userId);
    return presentPerson(row, canSeePersonContent(actor) ? await contentOf(actor, userId) : undefined);
  }

  return {
    /** GET admin/people: account state only (no content), for ff_admin and support. */
    async search(actor: Actor, q: AdminPeopleQuery): Promise<AdminPersonPage> {
      assertCan(canSeePeople(actor));
      const rows = await searchPeople(ctx.db, q.q, { limit: q.perPage, offset: pageOffset(q.page, q.perPage) });
      return windowPage(rows, q, presentPersonSummary, () => countPeople(ctx.db, q.q));
    },

    /** GET admin/people/{id}: support gets the account state; an ff_admin also the content (audited). */
    async get(actor: Actor, userId: number): Promise<AdminPerson> {
      assertCan(canSeePeople(actor));
      return personFor(actor, userId);
    },

    /** PATCH admin/people/{id}/flags: only the flags sent change; audited with before and after. */
    async setFlags(actor: Actor, userId: number, input: PersonFlagsInput): Promise<AdminPersonWrite> {
      assertCan(canManagePeople(actor));
      await accountOf(ctx.db, userId);
      await ctx.db.transaction(async (tx) => {
        const profile = await findAdminProfile(tx, userId);
        if (!profile) throw new ConflictError(t.noProfile, ERROR_CODES.invalidData);
        const keys = (['is_leader', 'is_student', 'is_married'] as const).filter((k) => input[k] !== undefined);
        const before = Object.fromEntries(keys.map((k) => [k, profile[k]]));
        const after = Object.fromEntries(keys.map((k) => [k, input[k]]));
        await updateProfileFlags(tx, userId, input);
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: 'user.flags_changed',
          targetUserId: userId,
          targetKind: 'profile',
          targetId: userId,
          before,
          after,
        });
      });
      ctx.realtime.publishToUser(userId, 'profile.updated', { user_id: userId });
      return { message: t.flagsUpdated, person: await personFor(actor, userId) };
    },

    /** POST admin/people/{id}/verification-mail: a new link by mail; 409 when already verified. */
    async resendVerification(actor: Actor, userId: number): Promise<void> {
      assertCan(canManagePeople(actor));
      const row = await accountOf(ctx.db, userId);
      if (row.verified_on) throw new ConflictError(t.alreadyVerified, ERROR_CODES.alreadyVerified);
      await ctx.db.transaction(async (tx) => {
        await ctx.jobs.enqueue(JOB_VERIFICATION, { userId }, { tx });
        await insertAuditEntry(tx, { actorId: actor.userId, action: 'user.verification_resent', targetUserId: userId });
      });
    },

    /** POST admin/people/{id}/configuration-complete: 409 when it already is. */
    async markConfigurationComplete(actor: Actor, userId: number): Promise<AdminPersonWrite> {
      assertCan(canManagePeople(actor));
      const row = await accountOf(ctx.db, userId);
      if (row.configuration_complete) throw new ConflictError(t.alreadyComplete, ERROR_CODES.duplicate);
      await ctx.db.transaction(async (tx) => {
        await updateUser(tx, userId, { configurationComplete: true });
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: 'user.configuration_completed',
          targetUserId: userId,
          before: { configuration_complete: false },
          after: { configuration_complete: true },
        });
      });
      return { message: t.configurationCompleted, person: await personFor(actor, userId) };
    },

    /** POST admin/people/{id}/erase: the data-rights erasure on the person's request (audited 'user.erased'). */
    async eraseOnRequest(actor: Actor, userId: number, input: EraseOnRequestInput): Promise<void> {
      assertCan(canManagePeople(actor));
      await erase(actor, userId, input);
    },

    /** GET admin/dashboard: each count is its owning area's own function (never rows). */
    async dashboard(actor: Actor): Promise<AdminDashboard> {
      assertCan(canSeeDashboard(actor));
      const now = new Date();
      const today = startOfUtcDay(now);
      const [newMembers, checkIns, openSos, crashReports, pending] = await Promise.all([
        countAccountsSince(ctx.db, new Date(now.getTime() - 7 * DAY_MS)),
        countCheckInsSince(ctx.db, today),
        countOpenSos(ctx.db),
        countCrashReportsSince(ctx.db, today),
        // The review queue is the ministry admins' (support answers account questions only).
        canSeePersonContent(actor) ? pendingQueueCount(ctx) : null,
      ]);
      return {
        new_members_week: newMembers,
        check_ins_today: checkIns,
        open_sos: openSos,
        crash_reports_today: crashReports,
        pending_queue: pending,
      };
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
