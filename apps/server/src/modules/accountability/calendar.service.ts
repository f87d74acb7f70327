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
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Consented, ConsentedIds, Seen } from '../../platform/consent/consent';
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
  /** Whose check-ins (FASTER where shared) and crash reports a calendar reads: ids out of a consent read. */
  type Kinds = { checkIns: ConsentedIds; faster: ConsentedIds; crashes: ConsentedIds };

  /**
   * The calendar of `owners` (each with what they share) in a range: the people, and the events
   * `readEvents` reads for `kinds`, in one parallel round with the access-log rows (`show`).
   */
  async function calendarOf<E>(
    viewerId: number,
    owners: { ownerId: number; sharing: Sharing }[],
    kinds: Kinds,
    q: PartnerCalendarQuery,
    show: ((seen: Seen[]) => void) | null,
    readEvents: (kinds: Kinds) => Promise<E>,
  ) {
    const range = { start: q.startDate, end: q.endDate };
    show?.([
      ...kinds.checkIns.map((owner): Seen => ({ owner, kind: 'check_ins', range })),
      ...kinds.crashes.map((owner): Seen => ({ owner, kind: 'crash_reports', range })),
    ]);
    const [people, events] = await Promise.all([
      peopleFor(
        ctx,
        viewerId,
        owners.map((o) => o.ownerId),
      ),
      readEvents(kinds),
    ]);
    const list: CalendarPerson[] = owners.flatMap((o) => {
      const p = people.get(o.ownerId);
      return p ? [{ ...p, id: o.ownerId, shares: o.sharing }] : [];
    });
    return { start_date: q.startDate, end_date: q.endDate, people: list, events };
  }

  /** The events as PostgreSQL writes them (the partner calendar: hundreds a month). */
  const eventsJson = (q: PartnerCalendarQuery) => (kinds: Kinds) =>
    checkInRecords.calendarEventsJson(ctx.db, kinds, q.startDate, q.endDate);
  /** The events from rows through the presenter (the preview: one person). */
  const eventsPresented = (q: PartnerCalendarQuery) => async (kinds: Kinds) => {
    const [checkIns, crashes] = await Promise.all([
      checkInRecords.listCheckInsOf(ctx.db, kinds.checkIns, kinds.faster, q.startDate, q.endDate),
      checkInRecords.listCrashReportsOf(ctx.db, kinds.crashes, q.startDate, q.endDate),
    ]);
    return presentCalendarEvents(checkIns, crashes);
  };

  const kindsOf = (granted: Consented): Kinds => ({
    checkIns: granted.owners('check_ins'),
    faster: granted.owners('faster'),
    crashes: granted.owners('crash_reports'),
  });
  const ownersOf = (granted: Consented) => [...granted.grants.values()].map((g) => ({ ownerId: g.ownerId, sharing: g.sharing }));

  return {
    /** GET accountability-partners/system-triggers: everyone whose data I may see, within consent. */
    async calendar(actor: Actor, q: PartnerCalendarQuery): Promise<JsonText<PartnerCalendar>> {
      assertCan(canUseAccountability(actor));
      return ctx.consent.read(actor.userId, { via: ['partner'] }, async (granted, show) =>
        jsonObject<PartnerCalendar>(await calendarOf(actor.userId, ownersOf(granted), kindsOf(granted), q, show, eventsJson(q))),
      );
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
      if (!sees || v.other_id === null)
        return { calendar: { start_date: q.startDate, end_date: q.endDate, people: [], events: [] }, streaks: null };
      const sharing = effectiveSharing(v.my_sharing ?? DEFAULT_SHARING);
      // The same code as the partner's own calls, restricted to me (my own data: nothing to log).
      return ctx.consent.read(actor.userId, { via: [], ownerIds: [actor.userId] }, async (granted) => {
        const mine = (on: boolean) => (on ? granted.own() : granted.none);
        const kinds = {
          checkIns: mine(sharing.check_ins),
          faster: mine(sharing.check_ins && sharing.faster),
          crashes: mine(sharing.crash_reports),
        };
        const [calendar, streaks] = await Promise.all([
          calendarOf(actor.userId, [{ ownerId: actor.userId, sharing }], kinds, q, null, eventsPresented(q)),
          sharing.streaks ? streaksOf(ctx, granted.own()) : null,
        ]);
        return { calendar, streaks };
      });
    },

    /** GET accountability-partners/check-ins/{id}: one check-in of someone who shares check-ins with me. */
    async checkIn(actor: Actor, id: number): Promise<PartnerCheckIn> {
      assertCan(canUseAccountability(actor));
      return ctx.consent.read(actor.userId, { via: ['partner'] }, async (granted, show) => {
        const row = await checkInRecords.findCheckInById(ctx.db, id, granted);
        if (!row || row.userId === actor.userId) throw new NotFoundError();
        show({ owner: row.userId, kind: 'check_ins', recordId: row.id });
        const owner = (await peopleFor(ctx, actor.userId, [row.userId])).get(row.userId)!;
        return { owner, check_in: presentCheckIn(row) };
      });
    },

    /** GET accountability-partners/crash-reports/{id}. */
    async crashReport(actor: Actor, id: number): Promise<PartnerCrashReport> {
      assertCan(canUseAccountability(actor));
      return ctx.consent.read(actor.userId, { via: ['partner'] }, async (granted, show) => {
        const row = await checkInRecords.findCrashReportById(ctx.db, id, granted);
        if (!row || row.userId === actor.userId) throw new NotFoundError();
        show({ owner: row.userId, kind: 'crash_reports', recordId: row.id });
        const owner = (await peopleFor(ctx, actor.userId, [row.userId])).get(row.userId)!;
        return { owner, crash_report: presentCrashReport(row) };
      });
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
