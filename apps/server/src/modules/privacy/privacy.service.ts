import type { AccessVia } from '@holdfast/shared/accountability';
import type { CoachPreview, CoachRangeQuery } from '@holdfast/shared/coaching';
import type {
  DevRunExpiryAnswer,
  GroupPreview,
  PreviewParams,
  DevRunExpiryInput,
  PrivacyAudience,
  PrivacySettings,
  PushText,
  UpdatePrivacySettingsInput,
} from '@holdfast/shared/privacy';
import { discreetTexts, privacyTexts as t } from '@holdfast/shared/privacy';
import { notificationTarget } from '@holdfast/shared/notifications';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { DataGrant } from '../../platform/consent/consent';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/http/errors';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { findNamedPeople, findUserByEmail } from '../accounts';
import { checkInExpiryOf } from '../check-ins';
import { coachPreviewOf } from '../coaching';
import { groupLeaderPreviewOf } from '../groups';
import { notificationsOf } from '../notifications';
import { canManageOwnPrivacy } from './privacy.policy';
import { presentAudienceEntry } from './privacy.presenter';
import * as repo from './privacy.repository';

/**
 * The privacy centre's reads and settings, each scoped to the caller (no other member's record is
 * named by a route). Who sees the caller's data comes from consent itself (`consent.audienceOf`:
 * every area's grant source, asked both ways), never from a second reading of their tables.
 */
export function createPrivacyService(ctx: AppContext) {
  async function settingsOf(actor: Actor): Promise<PrivacySettings> {
    const [discreet, days] = await Promise.all([repo.findDiscreetMode(ctx.db, actor.userId), checkInExpiryOf(ctx).choice(actor)]);
    return { discreet_mode: discreet, expire_details_after_days: days };
  }

  /**
   * The grant `viewerId` holds on my data through the link `via` `contextId`, exactly as consent
   * answers their own read (their switches, the group's sharing, the coach's kinds); 404 when there
   * is none (a stranger, a guessed id, a link that shows them nothing). Asking it reads nothing of
   * anyone's data and logs nothing.
   */
  async function grantOf(actor: Actor, viewerId: number, via: AccessVia, contextId: number): Promise<DataGrant> {
    const grant = (await ctx.consent.grantsFor(viewerId, { ownerId: actor.userId, via: [via] })).get(actor.userId);
    const link = grant?.grants.find((g) => g.via === via && g.contextId === contextId);
    if (!link) throw new NotFoundError(t.previewNotFound);
    return link;
  }

  return {
    /** GET users/privacy/audience: each person who can see my data, and what, through which link. Logs nothing (my own view of my grants). */
    async audience(actor: Actor): Promise<PrivacyAudience> {
      assertCan(canManageOwnPrivacy(actor));
      const grants = await ctx.consent.audienceOf(actor.userId);
      const groupIds = [...grants.values()].flatMap((g) =>
        g.grants.filter((x) => x.via === 'group' || x.via === 'group_chat').map((x) => x.contextId),
      );
      const [people, groups] = await Promise.all([
        findNamedPeople(ctx.db, [...grants.keys()]),
        repo.findGroupNames(ctx.db, [...new Set(groupIds)]),
      ]);
      const sign = avatarSigner(ctx, actor.userId);
      const entries = [...grants].flatMap(([viewerId, grant]) => {
        const person = people.get(viewerId);
        return person ? [presentAudienceEntry(person, grant, groups, sign)] : [];
      });
      entries.sort((a, b) => a.person.display_name.localeCompare(b.person.display_name) || (a.person.id ?? 0) - (b.person.id ?? 0));
      return { people: entries };
    },

    /** GET users/privacy/audience/{viewerId}/groups/{id}/preview: what that leader's Member Progress shows of me (the groups area's own code). */
    async groupPreview(actor: Actor, p: PreviewParams): Promise<GroupPreview> {
      assertCan(canManageOwnPrivacy(actor));
      const grant = await grantOf(actor, p.viewerId, 'group', p.id);
      return { group_id: p.id, progress: await groupLeaderPreviewOf(ctx)(actor, grant) };
    },

    /** GET users/privacy/audience/{viewerId}/coaches/{id}/preview: what my coach's client page shows of me (the coaching area's own code). */
    async coachPreview(actor: Actor, p: PreviewParams, q: CoachRangeQuery): Promise<CoachPreview> {
      assertCan(canManageOwnPrivacy(actor));
      const grant = await grantOf(actor, p.viewerId, 'coach', p.id);
      return coachPreviewOf(ctx)(actor, grant, q);
    },

    /** GET users/privacy/settings. */
    async settings(actor: Actor): Promise<PrivacySettings> {
      assertCan(canManageOwnPrivacy(actor));
      return settingsOf(actor);
    },

    /** PUT users/privacy/settings: discreet mode and the auto-expiry choice, together or one at a time (one transaction). */
    async updateSettings(actor: Actor, input: UpdatePrivacySettingsInput): Promise<PrivacySettings> {
      assertCan(canManageOwnPrivacy(actor));
      await ctx.db.transaction(async (tx) => {
        if (input.discreet_mode !== undefined) await repo.saveDiscreetMode(tx, actor.userId, input.discreet_mode);
        if (input.expire_details_after_days !== undefined) await checkInExpiryOf(ctx).setChoice(actor, input.expire_details_after_days, tx);
      });
      return settingsOf(actor);
    },

    /** POST users/privacy/dev/run-expiry (outside production): my own auto-expiry as of a later day. */
    async devRunExpiry(actor: Actor, input: DevRunExpiryInput): Promise<DevRunExpiryAnswer> {
      assertCan(canManageOwnPrivacy(actor));
      return checkInExpiryOf(ctx).runOwnAsOf(actor, input.as_of);
    },

    /** GET users/privacy/push-text/{id}: the words for my push of notification `id`; neutral while I am discreet. */
    async pushText(actor: Actor, notificationId: number): Promise<PushText> {
      assertCan(canManageOwnPrivacy(actor));
      const [notification, discreet] = await Promise.all([
        notificationsOf(ctx).findOwn(actor, notificationId),
        repo.findDiscreetMode(ctx.db, actor.userId),
      ]);
      const target = notificationTarget(notification.meta);
      return discreet
        ? { title: discreetTexts.subject, body: '', target }
        : { title: notification.title, body: notification.message, target };
    },

    /** Whether mail to `address` goes out discreetly: its account's setting; an address with no account is mailed as it is. */
    async isDiscreetAddress(address: string): Promise<boolean> {
      // public: the mailer asks it for every mail's recipient (platform/mail's discretion hook); no route does.
      const user = await findUserByEmail(ctx.db, address);
      return user ? repo.findDiscreetMode(ctx.db, user.id) : false;
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
