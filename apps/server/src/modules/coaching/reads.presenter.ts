import { displayNameOf, type PersonSummary, type Sharing } from '@holdfast/shared/accountability';
import { computePurityStreak } from '@holdfast/shared/check-ins';
import type { CaseloadReason, CoachClient, HabitResult } from '@holdfast/shared/coaching';
import { initials } from '@holdfast/shared/common';
import type { LastCheckIn, MemberCourse } from '@holdfast/shared/groups';
import { isoInstant } from '../../platform/db/instant';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import type { SignAvatar } from '../../platform/resources/avatar-links';
import type { checkInRecords, LatestCheckInColumns } from '../check-ins';
import type { CourseProgressRow } from '../courses';
import type { CaseloadRow } from './reads.repository';

type StreakFacts = Awaited<ReturnType<typeof checkInRecords.loadStreakFacts>>[number];

/** A client with an account, as the coach sees them: name and avatar (signed for the coach), and the address. */
export function presentPerson(id: number, p: PersonNameColumns, sign: SignAvatar, email: string | null): PersonSummary {
  return {
    id,
    username: p.username,
    display_name: displayNameOf({ ...p, email }),
    initials: initials({ ...p, display_name: p.display_name ?? email }),
    profile_icon: p.profile_icon ? sign(p.profile_icon) : null,
    email,
  };
}

/** A client row before acceptance: only the address typed (never whether an account is behind it). */
export function addressOnly(email: string): PersonSummary {
  return { id: null, username: null, display_name: email, initials: initials({ display_name: email }), profile_icon: null, email };
}

/** A latest check-in (the check-ins area's latestCheckInsOf row) as the coach's list shows it. */
export function presentLastCheckIn(row: LatestCheckInColumns): LastCheckIn {
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

/** Done items over all items, 0 to 100 with two decimals (0 for a course without items). */
const percentOf = (done: number, total: number) => (total ? Math.round((Math.min(done, total) / total) * 10000) / 100 : 0);

/** A course of the client's (the courses area's courseProgressOf row). */
export function presentCourse(r: CourseProgressRow): MemberCourse {
  const total = Number(r.total_items);
  const done = Math.min(Number(r.completed_items), total);
  return {
    user_course_id: Number(r.user_course_id),
    course_id: Number(r.course_id),
    name: r.name,
    progress_status: r.progress_status,
    percent: percentOf(done, total),
    completed_items: done,
    total_items: total,
    assigned_on: r.assigned_on ? isoInstant(r.assigned_on) : null,
    completed_on: r.completed_on ? isoInstant(r.completed_on) : null,
  };
}

/** What the service has worked out for one client row beside the statement's facts. */
export interface CaseloadExtras {
  sign: SignAvatar;
  sharing: Sharing | null;
  habit: HabitResult | null;
  streaks: { purity_streak: number; checkin_streak: number } | null;
  unread: number;
  needs: CaseloadReason[];
}

/** One row of GET coach/users. A row the coach may not read (pending, rejected) carries only its address and status. */
export function presentCaseloadRow(row: CaseloadRow, x: CaseloadExtras): CoachClient {
  const linked = row.linked_id === null ? null : Number(row.linked_id);
  const courses = typeof row.courses === 'string' ? (JSON.parse(row.courses) as Exclude<CaseloadRow['courses'], string>) : row.courses;
  return {
    id: Number(row.id),
    coach_id: Number(row.coach_id),
    user_id: linked,
    user: linked === null ? addressOnly(row.email) : presentPerson(linked, row, x.sign, row.email),
    request_status: row.request_status,
    sharing: linked === null ? null : x.sharing,
    latest_checkin:
      linked === null || row.last_checkin_on === null
        ? null
        : { checkin_on: isoInstant(row.last_checkin_on), offset: row.last_offset === null ? null : Number(row.last_offset) },
    latest_triggers:
      linked === null || row.last_crash_on === null
        ? null
        : {
            system_trigger_action_id: row.last_crash_trigger_id === null ? null : Number(row.last_crash_trigger_id),
            created_at: isoInstant(row.last_crash_on),
          },
    user_courses:
      linked === null
        ? []
        : courses.map((c) => ({
            course_id: Number(c.course_id),
            title: c.name,
            percent: percentOf(Number(c.completed_items), Number(c.total_items)),
          })),
    habit_metric_calculation: linked === null ? null : x.habit,
    streaks: linked === null || x.streaks === null ? null : { ...x.streaks, coach_user_id: Number(row.id) },
    unread_count: linked === null ? 0 : x.unread,
    needs: linked === null ? [] : x.needs,
    invited_at: isoInstant(row.invited_at),
  };
}

/** A client's streaks from the check-ins area's facts (the partners' streaks, the same rule). */
export function presentStreaks(f: StreakFacts): { purity_streak: number; checkin_streak: number } {
  return {
    purity_streak: computePurityStreak({
      today: f.today,
      latestRelapseDay: f.latestRelapse,
      overrideDay: f.overrideDay,
      accountStartDay: f.accountStart,
    }),
    checkin_streak: f.checkinStreak,
  };
}
