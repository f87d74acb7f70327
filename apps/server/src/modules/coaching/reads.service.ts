import type { AccessKind, PersonSummary, ShareKind, Sharing } from '@holdfast/shared/accountability';
import {
  CASELOAD_REASONS,
  coachingTexts as t,
  coachReadsTexts as rt,
  orderClients,
  type CaseloadReason,
  type CoachCalendarPerson,
  type CoachCheckIns,
  type CoachClient,
  type CoachClientCourses,
  type CoachLatestCheckIns,
  type CoachLatestTriggers,
  type CoachPreview,
  type CoachRangeQuery,
  type CoachStreaks,
  type CoachTriggers,
  type HabitResult,
  type ListClientsQuery,
  type OwnLatestTrigger,
} from '@holdfast/shared/coaching';
import type { AttentionReason } from '@holdfast/shared/groups';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { ownAsSharedWith, type Consented, type DataGrant, type Seen } from '../../platform/consent/consent';
import type { AppContext } from '../../platform/context';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { findNamedPeople } from '../accounts';
import { checkInEvent, checkInRecords, crashReportEvent, latestCheckInsOf, presentCrashReport } from '../check-ins';
import { courseProgressOf } from '../courses';
import { localTodayAt, reasonsOf } from '../groups';
import { canUseClientPage, canUseCoachCentre } from './coaching.policy';
import type { CoachingDeps } from './deps';
import { parseHabitDays } from './habits.repository';
import { presentHabitResult } from './habits.presenter';
import { presentCaseloadRow, presentCourse, presentLastCheckIn, presentPerson, presentStreaks } from './reads.presenter';
import * as repo from './reads.repository';

/**
 * Each accepted client's unread messages in their chat with the coach, by client row id
 * (coach_user_id): the coach chats answer it once they exist; until then every count is 0.
 */
export type UnreadCounts = (coach: { coachId: number; viewerId: number }) => Promise<ReadonlyMap<number, number>>;
const noUnread: UnreadCounts = async () => new Map();

/** The triage rule's reasons as the caseload names them. */
const CASELOAD_REASON: Record<AttentionReason, CaseloadReason> = {
  sos: 'open_sos',
  crash_report: 'recent_crash',
  faster_warning: 'faster_warning',
  no_check_in: 'no_check_in',
};
/** The kind each triage reason reads: a reason shows only for a client who shares it (an open SOS goes with check-ins, as the triage view logs it). */
const REASON_KIND: Record<AttentionReason, ShareKind> = {
  sos: 'check_ins',
  crash_report: 'crash_reports',
  faster_warning: 'faster',
  no_check_in: 'check_ins',
};

/** An accepted client the coach may read, from the consent read's grants. */
interface Client {
  coachUserId: number;
  userId: number;
  sharing: Sharing;
}

function clientsOf(granted: Consented): Client[] {
  return [...granted.grants.values()]
    .map((g) => ({ coachUserId: g.grants.find((x) => x.via === 'coach')!.contextId, userId: g.ownerId, sharing: g.sharing }))
    .sort((a, b) => a.coachUserId - b.coachUserId);
}

type Show = (seen: Seen | readonly Seen[]) => void;

/**
 * A client's screens on the coach's side (the calendars, the courses), built from a consent read's
 * grants: the coach's reads and the client's own preview of them (`createCoachPreview`) both use
 * these, so the preview is the coach's answer, not a copy of it. `viewerId` signs the avatars.
 */
function clientViews(ctx: AppContext) {
  /** The clients as people, signed for the coach (one read of their names). */
  async function peopleOf(viewerId: number, clients: readonly Client[]): Promise<(c: Client) => PersonSummary> {
    const named = await findNamedPeople(
      ctx.db,
      clients.map((c) => c.userId),
    );
    const sign = avatarSigner(ctx, viewerId);
    const none = { username: null, display_name: null, first_name: null, last_name: null, profile_icon: null };
    return (c) => presentPerson(c.userId, named.get(c.userId) ?? none, sign, null);
  }
  const refOf = (c: Client, person: (c: Client) => PersonSummary) => ({ coach_user_id: c.coachUserId, user_id: c.userId, user: person(c) });
  const calendarPerson = (c: Client, person: (c: Client) => PersonSummary): CoachCalendarPerson => ({
    ...person(c),
    id: c.userId,
    shares: c.sharing,
    coach_user_id: c.coachUserId,
  });
  /** One access-log line a day per client and kind (the lists refresh every 15 minutes). */
  const daily = (clients: readonly Client[], kind: AccessKind): Seen[] => clients.map((c) => ({ owner: c.userId, kind, daily: true }));

  async function checkInCalendar(actor: Pick<Actor, 'userId'>, clients: Client[], granted: Consented, show: Show, q: CoachRangeQuery) {
    const sharing = clients.filter((c) => c.sharing.check_ins);
    show(sharing.map((c): Seen => ({ owner: c.userId, kind: 'check_ins', range: { start: q.startDate, end: q.endDate } })));
    const [rows, person] = await Promise.all([
      checkInRecords.listCheckInsOf(ctx.db, granted.owners('check_ins'), granted.owners('faster'), q.startDate, q.endDate),
      peopleOf(actor.userId, sharing),
    ]);
    return {
      start_date: q.startDate,
      end_date: q.endDate,
      people: sharing.map((c) => calendarPerson(c, person)),
      events: rows.map(checkInEvent),
    };
  }

  async function crashCalendar(actor: Pick<Actor, 'userId'>, clients: Client[], granted: Consented, show: Show, q: CoachRangeQuery) {
    const sharing = clients.filter((c) => c.sharing.crash_reports);
    show(sharing.map((c): Seen => ({ owner: c.userId, kind: 'crash_reports', range: { start: q.startDate, end: q.endDate } })));
    const [rows, person] = await Promise.all([
      checkInRecords.listCrashReportsOf(ctx.db, granted.owners('crash_reports'), q.startDate, q.endDate),
      peopleOf(actor.userId, sharing),
    ]);
    return {
      start_date: q.startDate,
      end_date: q.endDate,
      people: sharing.map((c) => calendarPerson(c, person)),
      events: rows.map(crashReportEvent),
    };
  }

  async function coursesOf(actor: Pick<Actor, 'userId'>, clients: Client[], show: Show): Promise<CoachClientCourses[]> {
    show(daily(clients, 'course_progress'));
    const [rows, person] = await Promise.all([
      courseProgressOf(
        ctx.db,
        clients.map((c) => c.userId),
      ),
      peopleOf(actor.userId, clients),
    ]);
    return clients.map((c) => ({
      ...refOf(c, person),
      courses: rows.filter((r) => Number(r.user_id) === c.userId).map(presentCourse),
    }));
  }

  return { peopleOf, refOf, calendarPerson, daily, checkInCalendar, crashCalendar, coursesOf };
}

/**
 * What a coach reads of their clients (spec 3 section 7: coach/users/…) and a client's own latest
 * crash report. The coach passes the gate (accepted, billing complete, subscription open); each read
 * is one `ctx.consent.read` through the 'coach' source, which answers the accepted clients and what
 * each lets the coach see, and writes their access log. A kind a client switched off is absent from
 * the lists; asking one client's switched-off kind is a 403.
 */
export function createCoachReadsService(ctx: AppContext, deps: CoachingDeps, opts: { unreadCounts?: UnreadCounts } = {}) {
  const unreadCounts = opts.unreadCounts ?? noUnread;

  /** Reads of every accepted client (the coach is checked first). */
  async function readAll<T>(actor: Actor, load: (clients: Client[], granted: Consented, show: Show) => Promise<T>): Promise<T> {
    await deps.gate.coach(actor);
    return ctx.consent.read(actor.userId, { via: ['coach'] }, (granted, show) => load(clientsOf(granted), granted, show));
  }

  /** A read of one accepted client (another coach's client: 404), refused with 403 when they switched `kind` off. */
  async function readOne<T>(
    actor: Actor,
    coachUserId: number,
    kind: ShareKind | null,
    load: (client: Client, granted: Consented, show: Show) => Promise<T>,
  ): Promise<T> {
    const coach = await deps.gate.coach(actor);
    const link = await deps.gate.clientOf(coach, coachUserId, { accepted: true });
    return ctx.consent.read(actor.userId, { via: ['coach'], ownerIds: [link.user_id!] }, async (granted, show) => {
      const client = clientsOf(granted).find((c) => c.coachUserId === link.id);
      if (!client) throw new NotFoundError(t.coachUserNotFound);
      if (kind && !client.sharing[kind]) throw new ForbiddenError(rt.notShared[kind]);
      return load(client, granted, show);
    });
  }

  const { peopleOf, refOf, daily, checkInCalendar, crashCalendar, coursesOf } = clientViews(ctx);

  /** Why an accepted client needs attention: the triage rule on the kinds they share, and a falling habit score. */
  function needsOf(row: repo.CaseloadRow, client: Client, habit: HabitResult | null, todayAt: ReturnType<typeof localTodayAt>) {
    const needs = reasonsOf(row, todayAt)
      .filter((r) => client.sharing[REASON_KIND[r.kind]])
      .map((r) => CASELOAD_REASON[r.kind]);
    if (habit?.trend === 'declining') needs.push('habit_falling');
    return needs;
  }

  /** The accepted clients ranked by need (the most urgent reason first, then how many), the others after them as they were. */
  function byNeed(clients: CoachClient[]): CoachClient[] {
    const rank = (c: CoachClient) => (c.needs.length ? CASELOAD_REASONS.indexOf(c.needs[0]!) : CASELOAD_REASONS.length);
    const accepted = clients
      .filter((c) => c.request_status === 'accepted')
      .sort((a, b) => rank(a) - rank(b) || b.needs.length - a.needs.length || a.id - b.id);
    return [...accepted, ...clients.filter((c) => c.request_status !== 'accepted')];
  }

  return {
    /**
     * GET coach/users: every client row, accepted first, then pending, then rejected (?order=need:
     * the accepted ones by need, each saying why). One statement reads the rows and each kind of
     * facts of the clients who share it; the streaks are the check-ins area's read beside it.
     */
    async list(actor: Actor, q: ListClientsQuery): Promise<CoachClient[]> {
      assertCan(canUseCoachCentre(actor));
      const coach = await deps.gate.coach(actor);
      const unread = unreadCounts({ coachId: coach.id, viewerId: actor.userId });
      unread.catch(() => undefined);
      return ctx.consent.read(actor.userId, { via: ['coach'] }, async (granted, show) => {
        const clients = clientsOf(granted);
        show([
          ...daily(clients, 'course_progress'),
          ...daily(clients, 'habit_results'),
          ...daily(
            clients.filter((c) => c.sharing.check_ins),
            'check_ins',
          ),
          ...daily(
            clients.filter((c) => c.sharing.crash_reports),
            'crash_reports',
          ),
          ...daily(
            clients.filter((c) => c.sharing.streaks),
            'streaks',
          ),
        ]);
        const [rows, streakFacts, unreadBy] = await Promise.all([
          repo.listCaseload(ctx.db, coach.id, {
            linked: clients.map((c) => c.userId),
            checkIns: granted.owners('check_ins'),
            faster: granted.owners('faster'),
            crashes: granted.owners('crash_reports'),
          }),
          checkInRecords.loadStreakFacts(ctx.db, granted.owners('streaks')),
          unread,
        ]);
        const byOwner = new Map(clients.map((c) => [c.userId, c]));
        const streaks = new Map(streakFacts.map((f) => [f.userId, presentStreaks(f)]));
        const sign = avatarSigner(ctx, actor.userId);
        const todayAt = localTodayAt(Date.now());
        const items = rows.map((row) => {
          const client = row.linked_id === null ? undefined : byOwner.get(Number(row.linked_id));
          const habit = client ? presentHabitResult(parseHabitDays(row.habit_days)) : null;
          return presentCaseloadRow(row, {
            sign,
            sharing: client?.sharing ?? null,
            habit,
            streaks: client ? (streaks.get(client.userId) ?? null) : null,
            unread: unreadBy.get(Number(row.id)) ?? 0,
            needs: client ? needsOf(row, client, habit, todayAt) : [],
          });
        });
        const ordered = orderClients(items);
        return q.order === 'need' ? byNeed(ordered) : ordered;
      });
    },

    /** GET coach/users/check-ins?startDate&endDate: the check-ins of every client who shares them (FASTER where shared). */
    async checkIns(actor: Actor, q: CoachRangeQuery): Promise<CoachCheckIns> {
      assertCan(canUseCoachCentre(actor));
      return readAll(actor, (clients, granted, show) => checkInCalendar(actor, clients, granted, show, q));
    },

    /** GET coach/users/check-ins/latest: each client who shares check-ins, with their latest. */
    async latestCheckIns(actor: Actor): Promise<CoachLatestCheckIns> {
      assertCan(canUseCoachCentre(actor));
      return readAll(actor, async (clients, granted, show) => {
        const sharing = clients.filter((c) => c.sharing.check_ins);
        show(daily(sharing, 'check_ins'));
        const [rows, person] = await Promise.all([
          latestCheckInsOf(
            ctx.db,
            sharing.map((c) => c.userId),
            granted,
          ),
          peopleOf(actor.userId, sharing),
        ]);
        const byOwner = new Map(rows.map((r) => [Number(r.user_id), r]));
        return sharing.map((c) => {
          const row = byOwner.get(c.userId);
          return { ...refOf(c, person), latest_checkin: row ? presentLastCheckIn(row) : null };
        });
      });
    },

    /** GET coach/users/system-triggers?startDate&endDate: the crash reports of every client who shares them. */
    async triggers(actor: Actor, q: CoachRangeQuery): Promise<CoachTriggers> {
      assertCan(canUseCoachCentre(actor));
      return readAll(actor, (clients, granted, show) => crashCalendar(actor, clients, granted, show, q));
    },

    /** GET coach/users/system-triggers/latest: each client who shares crash reports, with their latest. */
    async latestTriggers(actor: Actor): Promise<CoachLatestTriggers> {
      assertCan(canUseCoachCentre(actor));
      return readAll(actor, async (clients, granted, show) => {
        const sharing = clients.filter((c) => c.sharing.crash_reports);
        const [ids, person] = await Promise.all([
          repo.findLatestCrashIds(ctx.db, granted.owners('crash_reports')),
          peopleOf(actor.userId, sharing),
        ]);
        const rows = await checkInRecords.findCrashReportsByIds(ctx.db, [...ids.values()], granted);
        show(rows.map((r): Seen => ({ owner: r.userId, kind: 'crash_reports', recordId: r.id })));
        const byOwner = new Map(rows.map((r) => [r.userId, r]));
        return sharing.map((c) => {
          const row = byOwner.get(c.userId);
          return { ...refOf(c, person), latest_trigger: row ? presentCrashReport(row) : null };
        });
      });
    },

    /** GET coach/users/courses: every client's courses and progress (course progress comes with the link). */
    async courses(actor: Actor): Promise<CoachClientCourses[]> {
      assertCan(canUseCoachCentre(actor));
      return readAll(actor, (clients, _granted, show) => coursesOf(actor, clients, show));
    },

    /** GET coach/users/streaks: the purity and check-in streaks of every client who shares them. */
    async streaks(actor: Actor): Promise<CoachStreaks> {
      assertCan(canUseCoachCentre(actor));
      return readAll(actor, async (clients, granted, show) => {
        const sharing = clients.filter((c) => c.sharing.streaks);
        show(daily(sharing, 'streaks'));
        const [facts, person] = await Promise.all([
          checkInRecords.loadStreakFacts(ctx.db, granted.owners('streaks')),
          peopleOf(actor.userId, sharing),
        ]);
        const byOwner = new Map(facts.map((f) => [f.userId, presentStreaks(f)]));
        return sharing.map((c) => ({ ...refOf(c, person), ...(byOwner.get(c.userId) ?? { purity_streak: 0, checkin_streak: 0 }) }));
      });
    },

    /** GET coach/users/{id}/courses. */
    async clientCourses(actor: Actor, coachUserId: number): Promise<CoachClientCourses> {
      assertCan(canUseCoachCentre(actor));
      return readOne(actor, coachUserId, null, async (client, _granted, show) => (await coursesOf(actor, [client], show))[0]!);
    },

    /** GET coach/users/{id}/check-ins?startDate&endDate (403 when the client switched check-ins off). */
    async clientCheckIns(actor: Actor, coachUserId: number, q: CoachRangeQuery): Promise<CoachCheckIns> {
      assertCan(canUseCoachCentre(actor));
      return readOne(actor, coachUserId, 'check_ins', (client, granted, show) => checkInCalendar(actor, [client], granted, show, q));
    },

    /** GET coach/users/{id}/system-triggers?startDate&endDate (403 when the client switched crash reports off). */
    async clientTriggers(actor: Actor, coachUserId: number, q: CoachRangeQuery): Promise<CoachTriggers> {
      assertCan(canUseCoachCentre(actor));
      return readOne(actor, coachUserId, 'crash_reports', (client, granted, show) => crashCalendar(actor, [client], granted, show, q));
    },

    /** GET coach/client/system-triggers/latest: the client's own latest crash report (own data: nothing logged). */
    async ownLatestTrigger(actor: Actor): Promise<OwnLatestTrigger> {
      assertCan(canUseClientPage(actor));
      await deps.gate.client(actor);
      return ctx.consent.read(actor.userId, { via: [], ownerIds: [actor.userId] }, async (granted) => {
        const id = (await repo.findLatestCrashIds(ctx.db, granted.own())).get(actor.userId);
        const [row] = id === undefined ? [] : await checkInRecords.findCrashReportsByIds(ctx.db, [id], granted);
        return { latest_trigger: row ? presentCrashReport(row) : null };
      });
    },
  };
}
export type CoachReadsService = ReturnType<typeof createCoachReadsService>;

/**
 * The privacy centre's preview of what my coach sees of me: the client page's courses and its two
 * calendars (GET coach/users/{id}/courses, …/system-triggers, …/check-ins) for `grant`, consent's
 * answer for that coach (`contextId`: my coach_users row), made by the coach's own code on my own
 * read narrowed to the grant's kinds. A calendar the coach may not read (their call answers 403) is
 * null. Nothing is logged (my own data) and nothing of the coach is read.
 */
export function createCoachPreview(ctx: AppContext) {
  const views = clientViews(ctx);
  return {
    async preview(actor: Actor, grant: DataGrant, q: CoachRangeQuery): Promise<CoachPreview> {
      assertCan(canUseClientPage(actor));
      // As consent merges a grant for the coach's read: FASTER only with check-ins.
      const sharing = { ...grant.sharing, faster: grant.sharing.faster && grant.sharing.check_ins };
      const client: Client = { coachUserId: grant.contextId, userId: actor.userId, sharing };
      return ctx.consent.read(actor.userId, { via: [], ownerIds: [actor.userId] }, async (own, show) => {
        const granted = ownAsSharedWith(own, sharing);
        const [courses, checkIns, triggers] = await Promise.all([
          views.coursesOf(actor, [client], show),
          sharing.check_ins ? views.checkInCalendar(actor, [client], granted, show, q) : null,
          sharing.crash_reports ? views.crashCalendar(actor, [client], granted, show, q) : null,
        ]);
        return { courses: courses[0]!, check_ins: checkIns, system_triggers: triggers };
      });
    },
  };
}
