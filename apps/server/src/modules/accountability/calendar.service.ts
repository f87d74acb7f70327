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
  type Sharing,
  type SharingPreview,
} from '@holdfast/shared/accountability';
import type { AccessEntry } from '../../platform/access-log/access-log';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { OwnerGrant } from '../../platform/consent/consent';
import { NotFoundError } from '../../platform/http/errors';
import { jsonObject, type JsonText } from '../../platform/db/json-text';
import { checkInRecords, presentCheckIn, presentCrashReport } from '../check-ins';
import { presentCalendarEvents } from './accountability.presenter';
import { canUseAccountability } from './accountability.policy';
import * as repo from './accountability.repository';
import { peopleFor, streaksOf } from './accountability.service';

/**
 * The partner calendar and the records behind it. Whose data, and which kinds, come from one
 * question to `ctx.consent` (accepted relationships and the owners' sharing choices), asked on every
 * call; each read of someone's check-ins or crash reports writes its access-log rows.
 */
export function createCalendarService(ctx: AppContext) {
  /** Whose check-ins (FASTER where shared) and crash reports a calendar of `owners` reads. */
  type Kinds = { checkIns: number[]; faster: number[]; crashes: number[] };

  /**
   * The calendar of `owners` (each with what they share) in a range: the people, and the events
   * `readEvents` reads for those kinds, in one parallel round with the access-log rows.
   */
  async function calendarOf<E>(viewerId: number, owners: { ownerId: number; sharing: Sharing }[], q: PartnerCalendarQuery, log: boolean, readEvents: (kinds: Kinds) => Promise<E>) {
    const kinds: Kinds = {
      checkIns: owners.filter((o) => o.sharing.check_ins).map((o) => o.ownerId),
      faster: owners.filter((o) => o.sharing.check_ins && o.sharing.faster).map((o) => o.ownerId),
      crashes: owners.filter((o) => o.sharing.crash_reports).map((o) => o.ownerId),
    };
    const range = { start: q.startDate, end: q.endDate };
    const entries: AccessEntry[] = log
      ? [
          ...kinds.checkIns.map((owner): AccessEntry => ({ viewer: viewerId, owner, kind: 'check_ins', via: 'partner', range })),
          ...kinds.crashes.map((owner): AccessEntry => ({ viewer: viewerId, owner, kind: 'crash_reports', via: 'partner', range })),
        ]
      : [];
    const [people, events] = await Promise.all([
      peopleFor(ctx, viewerId, owners.map((o) => o.ownerId)),
      readEvents(kinds),
      entries.length ? ctx.accessLog.record(entries) : null,
    ]);
    const list: CalendarPerson[] = owners.flatMap((o) => {
      const p = people.get(o.ownerId);
      return p ? [{ ...p, id: o.ownerId, shares: o.sharing }] : [];
    });
    return { start_date: q.startDate, end_date: q.endDate, people: list, events };
  }

  /** The events as PostgreSQL writes them (the partner calendar: hundreds a month). */
  const eventsJson = (q: PartnerCalendarQuery) => (kinds: Kinds) => checkInRecords.calendarEventsJson(ctx.db, kinds, q.startDate, q.endDate);
  /** The events from rows through the presenter (the preview: one person). */
  const eventsPresented = (q: PartnerCalendarQuery) => async (kinds: Kinds) => {
    const [checkIns, crashes] = await Promise.all([
      checkInRecords.listCheckInsOf(ctx.db, kinds.checkIns, kinds.faster, q.startDate, q.endDate),
      checkInRecords.listCrashReportsOf(ctx.db, kinds.crashes, q.startDate, q.endDate),
    ]);
    return presentCalendarEvents(checkIns, crashes);
  };

  const ownersOf = (grants: Map<number, OwnerGrant>) => [...grants.values()].map((g) => ({ ownerId: g.ownerId, sharing: g.sharing }));

  return {
    /** GET accountability-partners/system-triggers: everyone whose data I may see, within consent. */
    async calendar(actor: Actor, q: PartnerCalendarQuery): Promise<JsonText<PartnerCalendar>> {
      assertCan(canUseAccountability(actor));
      const grants = await ctx.consent.grantsFor(actor.userId, { via: ['partner'] });
      return jsonObject<PartnerCalendar>(await calendarOf(actor.userId, ownersOf(grants), q, true, eventsJson(q)));
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
      const [calendar, streaks] = await Promise.all([calendarOf(actor.userId, [{ ownerId: actor.userId, sharing }], q, false, eventsPresented(q)), sharing.streaks ? streaksOf(ctx, actor.userId) : null]);
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
