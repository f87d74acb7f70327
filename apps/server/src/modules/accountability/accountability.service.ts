import {
  accountabilityNotificationTypes as types,
  accountabilityTargets as targets,
  accountabilityTexts as t,
  DEFAULT_SHARING,
  displayNameOf,
  effectiveSharing,
  invitationPath,
  listingKeyOf,
  partnerSeesMyData,
  type AccountabilityPartner,
  type AccountabilityPartnerDetail,
  type AnswerStatus,
  type CreatePartnerRequest,
  type DigestSettings,
  type PartnerCount,
  type PartnerList,
  type PartnerLookup,
  type PartnerRequests,
  type Sharing,
  type SharingState,
  type Streaks,
} from '@holdfast/shared/accountability';
import { ERROR_CODES } from '@holdfast/shared/common';
import { computePurityStreak } from '@holdfast/shared/check-ins';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { ConsentedIds } from '../../platform/consent/consent';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/client';
import { jobName } from '../../platform/jobs/jobs';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { hourlyLimiter } from '../../platform/http/rate-counter';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { findAccountEmail, findPersonByEmail, findPersonNames } from '../accounts';
import { checkInRecords } from '../check-ins';
import { createAuthorHandles } from '../community';
import { blocks } from '../messaging';
import type { NotificationsService } from '../notifications';
import { invitationMail, requestMail } from './accountability.mails';
import { canAnswerRequest, canResendInvitation, canUseAccountability } from './accountability.policy';
import { ANONYMOUS_PARTNER, presentPerson, presentRelationship } from './accountability.presenter';
import * as repo from './accountability.repository';

/** Requests one member may send an hour, and resends of one request. */
export const PARTNER_REQUEST_LIMIT_PER_HOUR = 20;
export const RESEND_LIMIT_PER_HOUR = 3;

export const JOB_INVITATION_MAIL = jobName<{ relationshipId: number }>('accountability.invitation-mail');
export const JOB_REQUEST_MAIL = jobName<{ relationshipId: number }>('accountability.request-mail');

/**
 * Accountability relationships: requests by e-mail or user, answers (only the non-requester),
 * removal by either side, resend, the lists, sharing (consent) and the digest switch. Every change
 * reaches the other party as a realtime list event and (where it concerns them) a notification.
 */
export function createAccountabilityService(ctx: AppContext, deps: { notifications: NotificationsService }) {
  const handles = createAuthorHandles(ctx);
  const present = (v: repo.RelationshipView, viewerId: number) => presentRelationship(v, viewerId, avatarSigner(ctx, viewerId));

  ctx.jobs.define(JOB_INVITATION_MAIL, async ({ relationshipId }, job) => {
    // The token is made here, in the job, so no job payload ever holds one; from the job's id, so a
    // re-run mails the same link (the first mail's keeps working).
    const rel = await repo.findRelationship(ctx.db, relationshipId);
    if (!rel || rel.status !== 'pending' || rel.recipientId !== null || !rel.recipientEmail) return;
    const [inviter] = await findPersonNames(ctx.db, [rel.requesterId]);
    const { token, live } = await ctx.invitations.issue(ctx.db, {
      email: rel.recipientEmail,
      contextType: 'accountability',
      contextId: rel.id,
      invitedBy: rel.requesterId,
      key: job.id,
    });
    // Used or replaced by a newer mail since the first run: that one carries the link.
    if (!live) return;
    const link =
      ctx.config.appUrl + invitationPath({ token, email: rel.recipientEmail, context_type: 'accountability', context_id: rel.id });
    await ctx.mailer.send(invitationMail(ctx.config.appUrl, rel.recipientEmail, displayNameOf(inviter ?? {}), link, token, rel.message));
  });
  ctx.jobs.define(JOB_REQUEST_MAIL, async ({ relationshipId }) => {
    const rel = await repo.findRelationship(ctx.db, relationshipId);
    if (!rel || rel.status !== 'pending' || rel.recipientId === null) return;
    if (await blocks.eitherWay(ctx.db, rel.requesterId, rel.recipientId)) return;
    const [[inviter], to] = await Promise.all([findPersonNames(ctx.db, [rel.requesterId]), findAccountEmail(ctx.db, rel.recipientId)]);
    if (!to || to.suspended) return;
    await ctx.mailer.send(requestMail(ctx.config.appUrl, to.email, displayNameOf(inviter ?? {}), rel.message));
  });

  async function viewFor(viewerId: number, id: number) {
    const v = await repo.findView(ctx.db, viewerId, id);
    if (!v) throw new NotFoundError(t.partnerNotFound);
    return v;
  }

  /** The other party's list changes (realtime), as they see it. */
  async function publishTo(userId: number, event: 'accountability.created' | 'accountability.updated', id: number) {
    const v = await repo.findView(ctx.db, userId, id);
    if (v) ctx.realtime.publishToUser(userId, event, { item: present(v, userId) });
  }

  async function nameOf(userId: number) {
    const [p] = await findPersonNames(ctx.db, [userId]);
    return displayNameOf(p ?? {});
  }

  const limit = hourlyLimiter(ctx.counters);

  return {
    /** GET accountability-partners: accepted relationships grouped by where the other person sits for me. */
    async list(actor: Actor): Promise<PartnerList> {
      assertCan(canUseAccountability(actor));
      const out: PartnerList = { mutual: [], my_accountable: [], accountable_for: [] };
      for (const v of await repo.listAccepted(ctx.db, actor.userId)) {
        const item = present(v, actor.userId);
        out[item.relationship].push(item);
      }
      return out;
    },

    /** GET accountability-partners/requests: pending both ways; action_required counts those I answer. */
    async requests(actor: Actor): Promise<PartnerRequests> {
      assertCan(canUseAccountability(actor));
      const items = (await repo.listPending(ctx.db, actor.userId)).map((v) => present(v, actor.userId));
      return { items, action_required: items.filter((i) => !i.is_requester).length };
    },

    async countUnique(actor: Actor): Promise<PartnerCount> {
      assertCan(canUseAccountability(actor));
      return { count: await repo.countUniquePartners(ctx.db, actor.userId) };
    },

    /** GET accountability-partners/{id}: one relationship of mine; the partner's streaks when they share them with me. */
    async get(actor: Actor, id: number): Promise<AccountabilityPartnerDetail> {
      assertCan(canUseAccountability(actor));
      const item = present(await viewFor(actor.userId, id), actor.userId);
      const otherId = item.is_requester ? item.mutual_partner_id : item.user_id;
      if (otherId === null || item.request_status !== 'accepted') return { ...item, streaks: null };
      // The purity streak tells the day of the last relapse: a read of their data, logged (one line a day).
      const streaks = await ctx.consent.read(actor.userId, { via: ['partner'], ownerIds: [otherId] }, async (granted, show) => {
        const owners = granted.owners('streaks');
        if (!owners.length) return null;
        show({ owner: otherId, kind: 'streaks', daily: true });
        return streaksOf(ctx, owners);
      });
      return { ...item, streaks };
    },

    /** GET accountability-partners/lookup?user_id=: where a known user stands with me ('Add Partner'). */
    async lookup(actor: Actor, userId: number): Promise<PartnerLookup> {
      assertCan(canUseAccountability(actor));
      const [person] = await findPersonNames(ctx.db, [userId]);
      if (!person) throw new NotFoundError(t.partnerNotFound);
      if (userId === actor.userId) return { relationship: 'none', pending: null, can_request: false, reason: t.notYourself };
      const rows = await repo.findActiveBetween(ctx.db, actor.userId, userId);
      const accepted = rows.find((r) => r.status === 'accepted');
      const pendingRow = rows.find((r) => r.status === 'pending');
      const pending = pendingRow ? present(await viewFor(actor.userId, pendingRow.id), actor.userId) : null;
      const relationship = accepted
        ? listingKeyOf({ user_id: accepted.requesterId, request_type: accepted.requestType }, actor.userId)
        : 'none';
      let reason: string | null = null;
      if ((await repo.hasRejected(ctx.db, actor.userId, userId)) || (await blocks.eitherWay(ctx.db, actor.userId, userId)))
        reason = t.notOpen;
      else if (pending) reason = t.alreadyPending;
      else if (accepted && accepted.requestType === 'mutual') reason = t.alreadyPartners;
      return { relationship, pending, can_request: reason === null, reason };
    },

    /**
     * POST accountability-partners. By user: that user. By e-mail: the account with that address, or
     * (none) an invitation mail whose link registers and lands on the pending request. The answer
     * is the same either way (the partner shows as the address typed until answered), so the call
     * does not tell who has an account. A rejected requester may not ask that person again.
     */
    async create(actor: Actor, input: CreatePartnerRequest): Promise<AccountabilityPartner> {
      assertCan(canUseAccountability(actor));
      const field = input.action_type === 'email' ? 'partner_email' : input.author_handle ? 'author_handle' : 'user_id';
      // By a forum post's author handle: its author, hidden from me until they accept when the post is anonymous.
      const author = input.author_handle ? await handles.resolve(actor, input.author_handle) : null;
      const userId = author?.userId ?? input.user_id;
      const me = await findAccountEmail(ctx.db, actor.userId);
      if (input.action_type === 'email' && me && me.email.toLowerCase() === input.partner_email)
        throw ValidationError.field(field, t.notYourself);
      if (userId === actor.userId) throw ValidationError.field(field, t.notYourself);
      await limit(`partner-requests:${actor.userId}`, PARTNER_REQUEST_LIMIT_PER_HOUR, t.tooManyRequests);

      let recipientId: number | null = null;
      if (input.action_type === 'user') {
        const target = await findAccountEmail(ctx.db, userId!);
        if (!target || !target.verified || target.suspended) throw new NotFoundError(t.partnerNotFound);
        recipientId = userId;
      } else {
        recipientId = (await findPersonByEmail(ctx.db, input.partner_email!))?.id ?? null;
      }

      if (recipientId !== null) {
        // A block either way (spec 3 section 6) is answered as a refusal is: 'not open', nothing stored, mailed or notified.
        if ((await repo.hasRejected(ctx.db, actor.userId, recipientId)) || (await blocks.eitherWay(ctx.db, actor.userId, recipientId)))
          throw new ForbiddenError(t.notOpen, ERROR_CODES.notOpen);
        const active = await repo.findActiveBetween(ctx.db, actor.userId, recipientId);
        if (active.some((r) => r.status === 'pending')) throw new ConflictError(t.alreadyPending, ERROR_CODES.alreadyPending);
        const accepted = active.find((r) => r.status === 'accepted');
        // Beside an accepted relationship only a wider one may be asked for: mutual, or being held accountable in return.
        if (
          accepted &&
          (accepted.requestType === 'mutual' || (input.request_type === 'standard' && accepted.requesterId === actor.userId))
        ) {
          throw new ConflictError(t.alreadyPartners, ERROR_CODES.alreadyPartners);
        }
      } else if (await repo.findPendingByEmail(ctx.db, actor.userId, input.partner_email!)) {
        throw new ConflictError(t.alreadyPending, ERROR_CODES.alreadyPending);
      }

      let row: repo.RelationshipRow;
      try {
        // The request and its mail job are one write: no request without its mail, no mail without its request.
        row = await ctx.db.transaction(async (tx) => {
          const inserted = await repo.insertRelationship(tx, {
            requesterId: actor.userId,
            recipientId,
            recipientEmail: input.partner_email,
            actionType: input.action_type,
            requestType: input.request_type,
            message: input.message,
            invitationReference: input.invitation_reference,
            recipientHidden: !!author?.anonymous,
          });
          await ctx.jobs.enqueue(recipientId === null ? JOB_INVITATION_MAIL : JOB_REQUEST_MAIL, { relationshipId: inserted.id }, { tx });
          return inserted;
        });
      } catch (error) {
        // Two requests between the same people at once: the pair's unique index lets one through.
        if (isUniqueViolation(error)) throw new ConflictError(t.alreadyPending, ERROR_CODES.alreadyPending);
        throw error;
      }

      if (recipientId !== null) {
        const name = await nameOf(actor.userId);
        await publishTo(recipientId, 'accountability.created', row.id);
        await deps.notifications.notify(recipientId, {
          title: 'New accountability request',
          message: `${name} asked you to be their accountability partner.`,
          aboutUserId: actor.userId,
          meta: { type: types.request, target: targets.requests, relationship_id: row.id },
        });
      }
      return present(await viewFor(actor.userId, row.id), actor.userId);
    },

    /**
     * PATCH accountability-partners/{id}/update-status: only the recipient, only while pending. Of
     * two concurrent answers one wins (conditional update); the other is 409. Accepting beside an
     * accepted relationship widens that one to mutual (one relationship per pair, its sharing kept).
     */
    async answer(actor: Actor, id: number, status: AnswerStatus): Promise<AccountabilityPartner> {
      assertCan(canUseAccountability(actor));
      const rel = await repo.findRelationship(ctx.db, id);
      if (!rel || (rel.requesterId !== actor.userId && rel.recipientId !== actor.userId)) throw new NotFoundError(t.partnerNotFound);
      assertCan(canAnswerRequest(actor, rel));
      if (rel.status !== 'pending') throw new ConflictError(t.alreadyAnswered, ERROR_CODES.alreadyAnswered);
      // A request made before a block is not answered (the answer would reach the other side); either may delete it.
      if (await blocks.eitherWay(ctx.db, rel.requesterId, actor.userId)) throw new ForbiddenError(t.notOpen, ERROR_CODES.notOpen);
      const resultId = await ctx.db.transaction(async (tx) => {
        const existingId = status === 'accepted' ? await repo.lockAcceptedBetween(tx, rel.requesterId, actor.userId) : null;
        const answered = await repo.answerPending(tx, id, actor.userId, existingId ? 'rejected' : status);
        if (!answered) throw new ConflictError(t.alreadyAnswered, ERROR_CODES.alreadyAnswered);
        if (existingId) {
          // The request is folded into the accepted relationship, which becomes mutual.
          await repo.deleteRelationship(tx, id);
          await repo.makeMutual(tx, existingId);
          return existingId;
        }
        return id;
      });
      // Asked through my anonymous post: a refusal keeps me 'Anonymous member' (accepting shows my name; the web says so first).
      const requesterName = rel.recipientHidden && status !== 'accepted' ? ANONYMOUS_PARTNER.display_name : await nameOf(actor.userId);
      if (resultId !== id) ctx.realtime.publishToUser(rel.requesterId, 'accountability.removed', { id });
      await publishTo(rel.requesterId, 'accountability.updated', resultId);
      await deps.notifications.notify(rel.requesterId, {
        title: status === 'accepted' ? 'Accountability request accepted' : 'Accountability request answered',
        message:
          status === 'accepted'
            ? `${requesterName} accepted your request. You are now accountability partners.`
            : `${requesterName} is not able to be your accountability partner right now.`,
        meta: { type: types.answered, target: status === 'accepted' ? targets.partners : targets.requests, relationship_id: resultId },
        aboutUserId: actor.userId,
      });
      return present(await viewFor(actor.userId, resultId), actor.userId);
    },

    /** DELETE accountability-partners/{id}: either side; consent is read live, so access ends with the row. */
    async remove(actor: Actor, id: number): Promise<void> {
      assertCan(canUseAccountability(actor));
      const row = await ctx.db.transaction(async (tx) => {
        const deleted = await repo.deleteFor(tx, id, actor.userId);
        // An e-mail invitation's link stops working with its request.
        if (deleted && deleted.recipientId === null) await ctx.invitations.revoke(tx, 'accountability', deleted.id);
        return deleted;
      });
      if (!row) throw new NotFoundError(t.partnerNotFound);
      const otherId = row.requesterId === actor.userId ? row.recipientId : row.requesterId;
      if (otherId === null) return;
      ctx.realtime.publishToUser(otherId, 'accountability.removed', { id: row.id });
      // Partners a block separates (it predates the partnership): the notice would name one to the other.
      if (row.status === 'accepted' && !(await blocks.eitherWay(ctx.db, actor.userId, otherId))) {
        await deps.notifications.notify(otherId, {
          title: 'Accountability partner removed',
          message: `${await nameOf(actor.userId)} ended your accountability link.`,
          aboutUserId: actor.userId,
          meta: { type: types.removed, target: targets.partners, relationship_id: row.id },
        });
      }
    },

    /** POST accountability-partners/{id}/resend-invitation: the requester, while pending, a few times an hour. */
    async resend(actor: Actor, id: number): Promise<void> {
      assertCan(canUseAccountability(actor));
      const rel = await repo.findRelationship(ctx.db, id);
      if (!rel || (rel.requesterId !== actor.userId && rel.recipientId !== actor.userId)) throw new NotFoundError(t.partnerNotFound);
      assertCan(canResendInvitation(actor, rel));
      if (rel.status !== 'pending') throw new ConflictError(t.notPending, ERROR_CODES.notPending);
      if (rel.recipientId !== null && (await blocks.eitherWay(ctx.db, rel.requesterId, rel.recipientId)))
        throw new ForbiddenError(t.notOpen, ERROR_CODES.notOpen);
      await limit(`partner-resend:${id}`, RESEND_LIMIT_PER_HOUR, t.resendTooSoon);
      await ctx.jobs.enqueue(rel.recipientId === null ? JOB_INVITATION_MAIL : JOB_REQUEST_MAIL, { relationshipId: id });
    },

    /** GET accountability-partners/{id}/sharing: what I let this partner see. */
    async getSharing(actor: Actor, id: number): Promise<SharingState> {
      assertCan(canUseAccountability(actor));
      return sharingState(actor, await viewFor(actor.userId, id));
    },

    /** PUT accountability-partners/{id}/sharing: change switches; the partner's views follow at once. */
    async updateSharing(actor: Actor, id: number, input: Partial<Sharing>): Promise<SharingState> {
      assertCan(canUseAccountability(actor));
      const v = await viewFor(actor.userId, id);
      const next = effectiveSharing({
        ...(v.my_sharing ?? DEFAULT_SHARING),
        ...Object.fromEntries(Object.entries(input).filter(([, on]) => on !== undefined)),
      });
      await repo.upsertSharing(ctx.db, id, actor.userId, next);
      const otherId = v.other_id;
      if (otherId !== null && v.status === 'accepted') await publishTo(otherId, 'accountability.updated', id);
      return sharingState(actor, await viewFor(actor.userId, id));
    },

    async getDigest(actor: Actor): Promise<DigestSettings> {
      assertCan(canUseAccountability(actor));
      return { enabled: await repo.findDigestEnabled(ctx.db, actor.userId) };
    },

    async setDigest(actor: Actor, input: DigestSettings): Promise<DigestSettings> {
      assertCan(canUseAccountability(actor));
      await repo.setDigestEnabled(ctx.db, actor.userId, input.enabled);
      return { enabled: input.enabled };
    },
  };

  function sharingState(actor: Actor, v: repo.RelationshipView): SharingState {
    const item = present(v, actor.userId);
    return {
      relationship_id: v.id,
      partner: item.partner,
      applies: v.status === 'accepted' && partnerSeesMyData({ user_id: v.requester_id, request_type: v.request_type }, actor.userId),
      sharing: effectiveSharing(v.my_sharing ?? DEFAULT_SHARING),
    };
  }
}
export type AccountabilityService = ReturnType<typeof createAccountabilityService>;

/** One member's streaks (`owner`: one id out of a consent read), in their own calendar. */
export async function streaksOf(ctx: AppContext, owner: ConsentedIds): Promise<Streaks | null> {
  const [facts] = await checkInRecords.loadStreakFacts(ctx.db, owner);
  if (!facts) return null;
  return {
    checkin_streak: facts.checkinStreak,
    purity_streak: computePurityStreak({
      today: facts.today,
      latestRelapseDay: facts.latestRelapse,
      overrideDay: facts.overrideDay,
      accountStartDay: facts.accountStart,
    }),
  };
}

/** The people behind ids, as summaries signed for a viewer (calendar, SOS). */
export async function peopleFor(ctx: AppContext, viewerId: number, ids: readonly number[]) {
  const sign = avatarSigner(ctx, viewerId);
  return new Map((await findPersonNames(ctx.db, ids)).map((p) => [Number(p.id), presentPerson({ ...p, id: Number(p.id) }, sign)]));
}
