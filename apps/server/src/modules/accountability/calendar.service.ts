import {
  accountabilityTexts as t,
  DEFAULT_SHARING,
  effectiveSharing,
  partnerSeesMyData,
  type CalendarPerson,
  type PartnerCalendar,
  type PartnerCalendarQuery,
  type PartnerCheckIn,
  type PartnerCrashReport,
  type PartnerEvent,
  type Sharing,
  type SharingPreview,
} from '@holdfast/shared/accountability';
import { ZONE_INFO } from '@holdfast/shared/check-ins';
import type { AccessEntry } from '../../platform/access-log/access-log';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { OwnerGrant } from '../../platform/consent/consent';
import { NotFoundError } from '../../platform/http/errors';
import { checkInRecords, presentCheckIn, presentCrashReport } from '../check-ins';
import { canUseAccountability } from './accountability.policy';
import * as repo from './accountability.repository';
import { peopleFor, streaksOf } from './accountability.service';

/**
 * The partner calendar and the records behind it. Whose data, and which kinds, come from one
 * question to `ctx.consent` (accepted relationships and the owners' sharing choices), asked on every
 * call; each read of someone's check-ins or crash reports writes its access-log rows.
 */
export function createCalendarService(ctx: AppContext) {
  /**
   * The events of `owners` (each with what they share) in a range: check-ins (FASTER only where
   * shared) and crash reports, read in one parallel round with the access-log rows.
   */
  async function calendarOf(viewerId: number, owners: { ownerId: number; sharing: Sharing }[], q: PartnerCalendarQuery, log: boolean): Promise<PartnerCalendar> {
    const checkInOwners = owners.filter((o) => o.sharing.check_ins).map((o) => o.ownerId);
    const fasterOwners = owners.filter((o) => o.sharing.check_ins && o.sharing.faster).map((o) => o.ownerId);
    const crashOwners = owners.filter((o) => o.sharing.crash_reports).map((o) => o.ownerId);
    const range = { start: q.startDate, end: q.endDate };
    const entries: AccessEntry[] = log
      ? [
          ...checkInOwners.map((owner): AccessEntry => ({ viewer: viewerId, owner, kind: 'check_ins', via: 'partner', range })),
          ...crashOwners.map((owner): AccessEntry => ({ viewer: viewerId, owner, kind: 'crash_reports', via: 'partner', range })),
        ]
      : [];
    const [people, checkIns, crashes] = await Promise.all([
      peopleFor(ctx, viewerId, owners.map((o) => o.ownerId)),
      checkInRecords.listCheckInsOf(ctx.db, checkInOwners, fasterOwners, q.startDate, q.endDate),
      checkInRecords.listCrashReportsOf(ctx.db, crashOwners, q.startDate, q.endDate),
      entries.length ? ctx.accessLog.record(entries) : null,
    ]);
    const events: PartnerEvent[] = [];
    for (const row of crashes) {
      const crash = presentCrashReport(row);
      events.push({ kind: 'crash_report', id: `crash_report:${crash.id}`, owner_id: crash.user_id, date: crash.reported_date, start: crash.reported_on, title: crash.trigger_name, crash_report: crash });
    }
    for (const row of checkIns) {
      const checkIn = presentCheckIn(row);
      events.push({
        kind: 'check_in',
        id: `check_in:${checkIn.id}`,
        owner_id: checkIn.user_id,
        date: checkIn.checkin_date,
        start: checkIn.checkin_on,
        title: ZONE_INFO[checkIn.feeling_zone].label,
        emotion_id: checkIn.emotion_id,
        feeling_zone: checkIn.feeling_zone,
        check_in: checkIn,
      });
    }
    events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    const list: CalendarPerson[] = owners.flatMap((o) => {
      const p = people.get(o.ownerId);
      return p ? [{ ...p, id: o.ownerId, shares: o.sharing }] : [];
    });
    return { start_date: q.startDate, end_date: q.endDate, people: list, events };
  }

  const ownersOf = (grants: Map<number, OwnerGrant>) => [...grants.values()].map((g) => ({ ownerId: g.ownerId, sharing: g.sharing }));

  return {
    /** GET accountability-partners/system-triggers: everyone whose data I may see, within consent. */
    async calendar(actor: Actor, q: PartnerCalendarQuery): Promise<PartnerCalendar> {
      assertCan(canUseAccountability(actor));
      const grants = await ctx.consent.grantsFor(actor.userId, { via: ['partner'] });
      return calendarOf(actor.userId, ownersOf(grants), q, true);
    },

    /**
     * GET accountability-partners/{id}/sharing/preview: my own data exactly as this partner's
     * calendar shows it (their answer, restricted to me), before and after changing a switch.
     */
    async preview(actor: Actor, id: number, q: PartnerCalendarQuery): Promise<SharingPreview> {
      assertCan(canUseAccountability(actor));
      const v = await repo.findView(ctx.db, actor.userId, id);
      if (!v) throw new NotFoundError(t.partnerNotFound);
      const sees = v.status === 'accepted' && partnerSeesMyData({ user_id: v.requester_id, request_type: v.request_type }, actor.userId);
      if (!sees || v.other_id === null) return { calendar: { start_date: q.startDate, end_date: q.endDate, people: [], events: [] }, streaks: null };
      const sharing = effectiveSharing(v.my_sharing ?? DEFAULT_SHARING);
      // The same code as the partner's own calls, restricted to me; my reading my own data is not logged.
      const [calendar, streaks] = await Promise.all([calendarOf(actor.userId, [{ ownerId: actor.userId, sharing }], q, false), sharing.streaks ? streaksOf(ctx, actor.userId) : null]);
      return { calendar, streaks };
    },

    /** GET accountability-partners/check-ins/{id}: one check-in of someone who shares check-ins with me. */
    async checkIn(actor: Actor, id: number): Promise<PartnerCheckIn> {
      assertCan(canUseAccountability(actor));
      const grants = await ctx.consent.grantsFor(actor.userId, { via: ['partner'] });
      const row = await checkInRecords.findCheckInById(ctx.db, id, (owner) => grants.get(owner)?.sharing.faster ?? false);
      const grant = row ? grants.get(row.userId) : undefined;
      if (!row || !grant?.sharing.check_ins) throw new NotFoundError();
      await ctx.accessLog.record({ viewer: actor.userId, owner: row.userId, kind: 'check_ins', via: 'partner', recordId: row.id });
      const owner = (await peopleFor(ctx, actor.userId, [row.userId])).get(row.userId)!;
      return { owner, check_in: presentCheckIn(row) };
    },

    /** GET accountability-partners/crash-reports/{id}. */
    async crashReport(actor: Actor, id: number): Promise<PartnerCrashReport> {
      assertCan(canUseAccountability(actor));
      const row = await checkInRecords.findCrashReportById(ctx.db, id);
      if (!row || !(await ctx.consent.may(actor.userId, row.userId, 'crash_reports', { via: ['partner'] }))) throw new NotFoundError();
      await ctx.accessLog.record({ viewer: actor.userId, owner: row.userId, kind: 'crash_reports', via: 'partner', recordId: row.id });
      const owner = (await peopleFor(ctx, actor.userId, [row.userId])).get(row.userId)!;
      return { owner, crash_report: presentCrashReport(row) };
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
