import { addDays, hasRecentFasterSlide, type LocalDate } from '@holdfast/shared/check-ins';
import {
  ATTENTION_NO_CHECK_IN_DAYS,
  ATTENTION_REASONS,
  attentionReasonLabels,
  groupsTexts as t,
  groupsWebPaths,
  type AttentionItem,
  type AttentionReasonItem,
  type GroupCalendarPerson,
  type GroupCheckIns,
  type GroupProgress,
  type GroupTriggers,
  type LastCheckIn,
  type MemberCourse,
  type MemberCourseInfoList,
  type MemberProgress,
  type MemberInfoList,
  type MemberRangeQuery,
  type NeedsAttention,
  type PremiumGroupStatus,
} from '@holdfast/shared/groups';
import type { AccessEntry } from '../../platform/access-log/access-log';
import { ownAsSharedWith, type Consented, type DataGrant, type Seen } from '../../platform/consent/consent';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/http/errors';
import { avatarSigner, type SignAvatar } from '../../platform/resources/avatar-links';
import { checkInEvent, checkInRecords, crashReportEvent, fasterDays, latestCheckInsOf, type LatestCheckInColumns } from '../check-ins';
import { courseProgressOf, type CourseProgressRow } from '../courses';
import { listAttentionFacts, type AttentionRow } from './attention.repository';
import { canReadMemberData, canUseGroups } from './groups.policy';
import { myFacts, presentPerson } from './groups.presenter';
import { findGroupView } from './groups.repository';
import { listProgressFacts } from './member-data.repository';
import { sharingMembersOf, type MemberView } from './members.repository';
import { isoInstant, isoInstantOrNull } from '../../platform/db/instant';

const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * Member data for a group's owner and co-leaders (spec 2 sections 2.4, 6): only accepted members
 * whose is_sharing_data is on are read (the 'group' consent source answers exactly them), and every
 * read writes the access log of each member whose data it returned. The caller's own data appears
 * when their own row shares it, and is not logged. A plain member gets 403 (members never read each other's data); someone outside, 404.
 */
export function createMemberDataService(ctx: AppContext) {
  /**
   * A read of the members whose data `actor` may see in `groupId`, through `ctx.consent.read`: the
   * consent grants (via 'group') of this group, plus the caller's own row when it shares. Person
   * details come from the same group rows; `use` reads their records and says what it showed (`log`).
   */
  async function readable<T>(
    actor: Actor,
    groupId: number,
    use: (members: Readable[], granted: Consented, log: Log) => Promise<T>,
  ): Promise<T> {
    const view = await findGroupView(ctx.db, actor.userId, groupId);
    if (!view || view.my_id === null) throw new NotFoundError(t.groupNotFound);
    assertCan(
      canReadMemberData(actor, myFacts(view, actor.userId), {
        groupType: view.group_type,
        premiumStatus: view.premium_group_status as PremiumGroupStatus | null,
      }),
    );
    // The group's sharing rows are read while consent is asked (one round).
    const rowsRead = sharingMembersOf(ctx.db, groupId);
    rowsRead.catch(() => undefined);
    return ctx.consent.read(actor.userId, { via: ['group'], contextId: groupId, withOwn: true }, async (granted, show) => {
      const rows = await rowsRead;
      const members = rows.filter((r) => Number(r.user_id) === actor.userId || granted.grants.has(Number(r.user_id)));
      const sign = avatarSigner(ctx, actor.userId);
      const list = members.map((m) => readableOf(m, sign, actor.userId));
      const log: Log = (kinds, range) => show(list.flatMap((m) => kinds.map((kind): Seen => ({ owner: m.userId, kind, range }))));
      return use(list, granted, log);
    });
  }
  type Readable = {
    memberId: number;
    userId: number;
    role: MemberView['role_type'];
    person: ReturnType<typeof presentPerson>;
    isMe: boolean;
  };
  type Log = (kinds: Seen['kind'][], range: { start: string; end: string }) => void;

  const readableOf = (m: MemberView, sign: SignAvatar, viewerId: number): Readable => ({
    memberId: Number(m.id),
    userId: Number(m.user_id),
    role: m.role_type,
    person: presentPerson(m, sign, null),
    isMe: Number(m.user_id) === viewerId,
  });

  const refOf = (m: Readable) => ({ member_id: m.memberId, user_id: m.userId, user: { ...m.person, id: m.userId }, role_type: m.role });

  function presentLast(row: LatestCheckInColumns | undefined): LastCheckIn | null {
    if (!row || row.id === null) return null;
    return {
      id: Number(row.id),
      checkin_on: isoInstant(row.checkin_on),
      checkin_date: row.checkin_date,
      fast_scale_answers: row.faster ? (typeof row.faster === 'string' ? JSON.parse(row.faster) : row.faster) : null,
      feeling_zone: row.feeling_zone,
      feeling_notes: row.feeling_notes,
      emotion: row.emotion_id === null ? null : { id: Number(row.emotion_id), display_name: row.emotion_name ?? '' },
    };
  }

  function presentCourse(r: CourseProgressRow): MemberCourse {
    const total = Number(r.total_items);
    const done = Math.min(Number(r.completed_items), total);
    return {
      user_course_id: Number(r.user_course_id),
      course_id: Number(r.course_id),
      name: r.name,
      progress_status: r.progress_status,
      percent: total ? Math.round((done / total) * 10000) / 100 : 0,
      completed_items: done,
      total_items: total,
      assigned_on: r.assigned_on ? isoInstant(r.assigned_on) : null,
      completed_on: r.completed_on ? isoInstant(r.completed_on) : null,
    };
  }

  const coursesOf = (rows: CourseProgressRow[], userId: number): MemberCourse[] =>
    rows.filter((r) => Number(r.user_id) === userId).map(presentCourse);

  const calendarPeople = (members: Readable[]): GroupCalendarPerson[] =>
    members.map((m) => ({ ...m.person, id: m.userId, member_id: m.memberId, role_type: m.role }));

  /** Member progress of `members` as the leaders' page shows it (their reads and the preview of mine both use it). */
  async function progressOf(groupId: number, members: Readable[], granted: Consented, log: Log): Promise<GroupProgress> {
    const ids = members.map((m) => m.userId);
    const today = utcToday();
    const from = addDays(today, -29);
    log(['check_ins', 'crash_reports', 'streaks', 'course_progress'], { start: from, end: today });
    const facts = await listProgressFacts(ctx.db, ids, granted, from);
    const factsBy = new Map(facts.map((r) => [Number(r.user_id), r]));
    return {
      group_id: groupId,
      items: members.map((m) => {
        const list = (factsBy.get(m.userId)?.courses ?? []).map(presentCourse);
        const total = list.reduce((n, c) => n + c.total_items, 0);
        const done = list.reduce((n, c) => n + c.completed_items, 0);
        return {
          ...refOf(m),
          last_checkin: presentLast(factsBy.get(m.userId)),
          checkin_streak: Number(factsBy.get(m.userId)?.checkin_streak ?? 0),
          crash_reports_30d: Number(factsBy.get(m.userId)?.crash_reports ?? 0),
          courses: list,
          overall_percent: total ? Math.round((done / total) * 10000) / 100 : 0,
        };
      }),
    };
  }

  return {
    /** GET members/info?group_id=: member_id and last_checkin of each accepted sharing member. */
    async info(actor: Actor, groupId: number): Promise<MemberInfoList> {
      assertCan(canUseGroups(actor));
      return readable(actor, groupId, async (members, granted, log) => {
        const today = utcToday();
        log(['check_ins'], { start: today, end: today });
        const last = await latestCheckInsOf(
          ctx.db,
          members.map((m) => m.userId),
          granted,
        );
        const byUser = new Map(last.map((r) => [Number(r.user_id), r]));
        return { group_id: groupId, items: members.map((m) => ({ ...refOf(m), last_checkin: presentLast(byUser.get(m.userId)) })) };
      });
    },

    /** GET members/checkins?group_id=&startDate=&endDate=: check-ins (FASTER included) in the range. */
    async checkIns(actor: Actor, q: MemberRangeQuery): Promise<GroupCheckIns> {
      assertCan(canUseGroups(actor));
      return readable(actor, q.group_id, async (members, granted, log) => {
        log(['check_ins'], { start: q.startDate, end: q.endDate });
        const rows = await checkInRecords.listCheckInsOf(
          ctx.db,
          granted.owners('check_ins'),
          granted.owners('faster'),
          q.startDate,
          q.endDate,
        );
        const events = rows.map(checkInEvent);
        return { group_id: q.group_id, start_date: q.startDate, end_date: q.endDate, people: calendarPeople(members), events };
      });
    },

    /** GET members/system-triggers?group_id=&startDate=&endDate=: the group crash calendar. */
    async triggers(actor: Actor, q: MemberRangeQuery): Promise<GroupTriggers> {
      assertCan(canUseGroups(actor));
      return readable(actor, q.group_id, async (members, granted, log) => {
        log(['crash_reports'], { start: q.startDate, end: q.endDate });
        const rows = await checkInRecords.listCrashReportsOf(ctx.db, granted.owners('crash_reports'), q.startDate, q.endDate);
        const events = rows.map(crashReportEvent);
        return { group_id: q.group_id, start_date: q.startDate, end_date: q.endDate, people: calendarPeople(members), events };
      });
    },

    /** GET members/course-info?group_id=: each accepted sharing member's courses and progress. */
    async courseInfo(actor: Actor, groupId: number): Promise<MemberCourseInfoList> {
      assertCan(canUseGroups(actor));
      return readable(actor, groupId, async (members, _granted, log) => {
        const today = utcToday();
        log(['course_progress'], { start: today, end: today });
        const rows = await courseProgressOf(
          ctx.db,
          members.map((m) => m.userId),
        );
        return { group_id: groupId, items: members.map((m) => ({ ...refOf(m), courses: coursesOf(rows, m.userId) })) };
      });
    },

    /** GET groups/{id}/progress: member progress (last check-in, streak, crash reports in 30 days, courses). */
    async progress(actor: Actor, groupId: number): Promise<GroupProgress> {
      assertCan(canUseGroups(actor));
      return readable(actor, groupId, (members, granted, log) => progressOf(groupId, members, granted, log));
    },

    /**
     * The privacy centre's preview: my own item of GET groups/{id}/progress exactly as a leader of
     * `grant.contextId` holding `grant` (consent's answer for that leader) is answered it, by the
     * same code (`progressOf`) on my own read narrowed to the grant's kinds; nothing logged (my own
     * data), nothing of the leader read. Null when the group's rows do not list me as sharing.
     */
    async previewForLeader(actor: Actor, grant: DataGrant): Promise<MemberProgress | null> {
      assertCan(canUseGroups(actor));
      const rows = await sharingMembersOf(ctx.db, grant.contextId);
      return ctx.consent.read(actor.userId, { via: [], ownerIds: [actor.userId] }, async (own, show) => {
        const granted = ownAsSharedWith(own, grant.sharing);
        const sign = avatarSigner(ctx, actor.userId);
        const members = rows.filter((r) => Number(r.user_id) === actor.userId).map((m) => readableOf(m, sign, actor.userId));
        const log: Log = (kinds, range) => show(members.flatMap((m) => kinds.map((kind): Seen => ({ owner: m.userId, kind, range }))));
        const answer = await progressOf(grant.contextId, members, granted, log);
        return answer.items[0] ?? null;
      });
    },

    /**
     * GET leader/needs-attention: accepted sharing members of the groups I own or co-lead, most
     * urgent first (open SOS, crash report in 48 hours, FASTER warning, no check-in for 3+ days),
     * from one statement; the reads are logged for each member listed.
     */
    async needsAttention(actor: Actor): Promise<NeedsAttention> {
      assertCan(canUseGroups(actor));
      const rows = await listAttentionFacts(ctx.db, actor.userId);
      const sign = avatarSigner(ctx, actor.userId);
      const items: (AttentionItem & { rank: number; when: number })[] = [];
      const todayAt = localTodayAt(Date.now());
      for (const row of rows) {
        const reasons = reasonsOf(row, todayAt);
        if (!reasons.length) continue;
        const userId = Number(row.user_id);
        items.push({
          member_id: Number(row.member_id),
          user_id: userId,
          user: { ...presentPerson({ ...row, user_id: userId }, sign, null), id: userId },
          role_type: row.role_type,
          group_id: Number(row.group_id),
          group_name: row.group_name,
          reasons,
          last_checkin_on: isoInstantOrNull(row.last_checkin_on),
          can_send_reminder: true,
          progress_path: groupsWebPaths.memberProgress(Number(row.group_id)),
          rank: ATTENTION_REASONS.indexOf(reasons[0]!.kind),
          when: reasons[0]!.at ? -Date.parse(reasons[0]!.at) : 0,
        });
      }
      items.sort((a, b) => a.rank - b.rank || a.when - b.when || a.member_id - b.member_id);
      const today = utcToday();
      const range = { start: addDays(today, -9), end: today };
      const entries = items.flatMap((i): AccessEntry[] =>
        i.reasons.map((r) => ({
          viewer: actor.userId,
          owner: i.user_id,
          kind: r.kind === 'crash_report' ? 'crash_reports' : 'check_ins',
          via: 'group',
          range,
        })),
      );
      if (entries.length) await ctx.accessLog.record(entries);
      return { items: items.map(({ rank: _rank, when: _when, ...item }) => item), generated_at: new Date().toISOString() };
    },
  };
}
export type MemberDataService = ReturnType<typeof createMemberDataService>;

/**
 * A member's local today at `now` from their UTC offset (seconds behind UTC, as check-ins store it),
 * worked out once per offset: a list's members mostly share a handful of offsets.
 */
export function localTodayAt(now: number): (offsetSeconds: number) => { today: LocalDate; quietSince: LocalDate } {
  const known = new Map<number, { today: LocalDate; quietSince: LocalDate }>();
  return (offset) => {
    let day = known.get(offset);
    if (day === undefined) {
      const today = new Date(now - offset * 1000).toISOString().slice(0, 10);
      // A last check-in on this day or before is ATTENTION_NO_CHECK_IN_DAYS or more days ago.
      known.set(offset, (day = { today, quietSince: addDays(today, -ATTENTION_NO_CHECK_IN_DAYS) }));
    }
    return day;
  };
}

/** The facts of one member the triage rule reads (a coach's client list reads the same). */
export type TriageFacts = Pick<AttentionRow, 'sos_at' | 'crash_at' | 'last_checkin_on' | 'last_checkin_date' | 'last_offset' | 'stages'>;

/** Why one member needs attention, most urgent first (none: not listed). */
export function reasonsOf(row: TriageFacts, todayAt = localTodayAt(Date.now())): AttentionReasonItem[] {
  const out: AttentionReasonItem[] = [];
  const { today, quietSince } = todayAt(row.last_offset ?? 0);
  if (row.sos_at) out.push({ kind: 'sos', label: attentionReasonLabels.sos, at: isoInstant(row.sos_at) });
  if (row.crash_at) out.push({ kind: 'crash_report', label: attentionReasonLabels.crash_report, at: isoInstant(row.crash_at) });
  const lastCheckInAt = isoInstantOrNull(row.last_checkin_on);
  if (hasRecentFasterSlide(fasterDays(row.stages), today)) {
    out.push({ kind: 'faster_warning', label: attentionReasonLabels.faster_warning, at: lastCheckInAt });
  }
  if (!row.last_checkin_date || row.last_checkin_date <= quietSince) {
    out.push({ kind: 'no_check_in', label: attentionReasonLabels.no_check_in, at: lastCheckInAt });
  }
  return out;
}
