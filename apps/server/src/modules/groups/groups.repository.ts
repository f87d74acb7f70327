import { sql, type SQL } from 'drizzle-orm';
import type { GroupRole, GroupScope, GroupType, MemberRequestStatus, NoteType, PremiumGroupSettings } from '@holdfast/shared/groups';
import { preparedRows, selectRow, selectRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';

/**
 * Queries of the small-groups area, raw SQL through selectRows. Every list of a group's rows is one
 * statement; the member-data reads take the ids the service already limited to accepted members
 * who share their data.
 */

/** Ids as one array parameter ('{1,2,3}'::int[]). */
const idArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

export interface GroupRow {
  id: number;
  name: string;
  group_type: GroupType;
  owner_id: number;
  total_seats: number | null;
  premium_group_settings: PremiumGroupSettings | null;
  premium_group_status: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A group with the caller's own membership (null columns when not a member) and its counts. */
export interface GroupView extends GroupRow {
  my_id: number | null;
  my_role: GroupRole | null;
  my_status: MemberRequestStatus | null;
  my_sharing: boolean | null;
  my_premium_status: string | null;
  my_application_id: number | null;
  member_count: number;
  pending_count: number;
}

/** The columns of a group_members row that every reader of it takes (groups, premium groups). */
export interface MemberRowColumns {
  id: number;
  group_id: number;
  user_id: number | null;
  invite_email: string | null;
  role_type: GroupRole;
  request_status: MemberRequestStatus;
}

/** A membership row with the person behind it. */
export interface MemberView extends MemberRowColumns, PersonNameColumns {
  is_sharing_data: boolean;
  premium_group_status: string | null;
  premium_group_application_id: number | null;
  invited_by: number | null;
  invited_at: Date | string;
  accepted_at: Date | string | null;
  email: string | null;
}

const groupColumns = sql.raw(
  `g.id, g.name, g.group_type, g.owner_id, g.total_seats, g.premium_group_settings, g.premium_group_status, g.created_at, g.updated_at`,
);
const myColumns = sql.raw(
  `m.id as my_id, m.role_type as my_role, m.request_status as my_status, m.is_sharing_data as my_sharing,
   m.premium_group_status as my_premium_status, m.premium_group_application_id as my_application_id`,
);
const counts = sql.raw(
  `(select count(*)::int from group_members x where x.group_id = g.id and x.request_status = 'accepted') as member_count,
   (select count(*)::int from group_members x where x.group_id = g.id and x.request_status <> 'accepted') as pending_count`,
);

export async function insertGroup(
  db: Db,
  v: { name: string; groupType: GroupType; ownerId: number; settings: PremiumGroupSettings | null },
) {
  const [row] = await selectRows<GroupRow>(
    db,
    sql`insert into groups (name, group_type, owner_id, total_seats, premium_group_settings, premium_group_status)
        values (${v.name}, ${v.groupType}, ${v.ownerId}, ${v.groupType === 'premium_groups' ? 6 : null},
                ${v.settings ? JSON.stringify(v.settings) : null}::jsonb, ${v.groupType === 'premium_groups' ? 'pending' : null})
        returning *`,
  );
  return row!;
}

export async function insertMember(
  db: Db,
  v: {
    groupId: number;
    userId: number | null;
    inviteEmail: string | null;
    role: GroupRole;
    status: MemberRequestStatus;
    invitedBy: number | null;
  },
) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into group_members (group_id, user_id, invite_email, role_type, request_status, invited_by, accepted_at, answered_at)
        values (${v.groupId}, ${v.userId}, ${v.inviteEmail}, ${v.role}, ${v.status}, ${v.invitedBy},
                ${v.status === 'accepted' ? sql`now()` : null}, ${v.status === 'accepted' ? sql`now()` : null})
        returning id`,
  );
  return Number(row!.id);
}

const groupView = preparedRows<GroupView>(
  'groups_group_view',
  sql`select ${groupColumns}, ${myColumns}, ${counts}
      from groups g left join group_members m on m.group_id = g.id and m.user_id = ${sql.placeholder('viewer')}
      where g.id = ${sql.placeholder('group')}`,
);

/** One group as `viewerId` sees it (null columns of `my_*` when not in it). */
export async function findGroupView(db: Db, viewerId: number, groupId: number) {
  const [row] = await groupView(db, { viewer: viewerId, group: groupId });
  return row ?? null;
}

/** The groups `userId` is in (any status), or (admin-or-owned) owns or co-leads, newest first, with the total. */
export async function listGroupsOf(
  db: Db,
  userId: number,
  q: { scope: GroupScope; requestStatus?: MemberRequestStatus; groupType?: GroupType; limit: number; offset: number },
) {
  const admin = q.scope === 'admin-or-owned' ? sql`and m.request_status = 'accepted' and m.role_type in ('owner', 'group-leader')` : sql``;
  const status = q.requestStatus ? sql`and m.request_status = ${q.requestStatus}` : sql``;
  const type = q.groupType ? sql`and g.group_type = ${q.groupType}` : sql``;
  return selectRows<GroupView & { total: number }>(
    db,
    sql`select ${groupColumns}, ${myColumns}, ${counts}, count(*) over ()::int as total
        from group_members m join groups g on g.id = m.group_id
        where m.user_id = ${userId} ${admin} ${status} ${type}
        order by g.created_at desc, g.id desc
        limit ${q.limit} offset ${q.offset}`,
  );
}

const memberSelect = sql.raw(
  `gm.id, gm.group_id, gm.user_id, gm.invite_email, gm.role_type, gm.request_status, gm.is_sharing_data, gm.premium_group_status,
   gm.premium_group_application_id, gm.invited_by, gm.invited_at, gm.accepted_at,
   u.username, coalesce(u.email, gm.invite_email) as email, p.display_name, p.first_name, p.last_name, p.profile_icon
   from group_members gm left join users u on u.id = gm.user_id left join profiles p on p.user_id = gm.user_id`,
);
const roleOrder = sql.raw(`case gm.role_type when 'owner' then 0 when 'group-leader' then 1 else 2 end`);

/**
 * The reads of group_members rows by key over an area's own columns: `select` is `<columns> from
 * group_members gm …` (the row aliased gm). Groups reads its member views through it, premium
 * groups its applicant rows (through this module's index).
 */
export function memberRowReads<Row>(select: SQL) {
  return {
    find: (db: Db, memberId: number) => selectRow<Row>(db, sql`select ${select} where gm.id = ${memberId}`),
    /** A row locked for a change (inside a transaction). */
    lock: (db: Db, memberId: number) => selectRow<Row>(db, sql`select ${select} where gm.id = ${memberId} for update of gm`),
    /** A person's own row in a group (any status). */
    findOf: (db: Db, groupId: number, userId: number) =>
      selectRow<Row>(db, sql`select ${select} where gm.group_id = ${groupId} and gm.user_id = ${userId}`),
    /** The group's rows (those `filter`, an `and …` condition, keeps), locked in id order. */
    lockAllOf: (db: Db, groupId: number, filter = sql``) =>
      selectRows<Row>(db, sql`select ${select} where gm.group_id = ${groupId} ${filter} order by gm.id for update of gm`),
  };
}

const members = memberRowReads<MemberView>(memberSelect);

/** Every row of a group: owner, co-leaders, members; then by invitation. */
export function listMembers(db: Db, groupId: number) {
  return selectRows<MemberView>(db, sql`select ${memberSelect} where gm.group_id = ${groupId} order by ${roleOrder}, gm.id`);
}

export const findMember = members.find;

/** A row locked for a change (inside a transaction). */
export const lockMember = members.lock;

export const findMembership = members.findOf;

/** The group's rows, locked in id order (leave and remove check the last-admin rule on a stable set). */
export const lockMembersOf = (db: Db, groupId: number) => members.lockAllOf(db, groupId);

/**
 * The id of a person's row in a group, found by their account or by their address (the account's
 * e-mail or the invitation's, case aside); null when they have none. Inviting (groups) and placing
 * an applicant (premium groups) refuse a second row.
 */
export async function findRowForInvitee(db: Db, groupId: number, v: { userId: number | null; email: string }) {
  const row = await selectRow<{ id: number }>(
    db,
    sql`select gm.id from group_members gm left join users u on u.id = gm.user_id
        where gm.group_id = ${groupId} and (${v.userId === null ? sql`false` : sql`gm.user_id = ${v.userId}`} or lower(coalesce(u.email, gm.invite_email)) = lower(${v.email}))
        limit 1`,
  );
  return row ? Number(row.id) : null;
}

export async function updateGroup(db: Db, groupId: number, v: { name?: string; settings?: PremiumGroupSettings }) {
  await selectRows(
    db,
    sql`update groups set name = coalesce(${v.name ?? null}, name),
               premium_group_settings = coalesce(${v.settings ? JSON.stringify(v.settings) : null}::jsonb, premium_group_settings),
               updated_at = now()
        where id = ${groupId}`,
  );
}

/** Deletes the group (rows and notes go with it); answers the user ids of its people. */
export async function deleteGroup(db: Db, groupId: number) {
  const rows = await selectRows<{ user_id: number | null }>(db, sql`select user_id from group_members where group_id = ${groupId}`);
  await selectRows(db, sql`delete from groups where id = ${groupId}`);
  return rows.flatMap((r) => (r.user_id === null ? [] : [Number(r.user_id)]));
}

export async function setRole(db: Db, memberId: number, role: GroupRole) {
  await selectRows(db, sql`update group_members set role_type = ${role}, updated_at = now() where id = ${memberId}`);
}

export async function setSharing(db: Db, memberId: number, on: boolean) {
  await selectRows(db, sql`update group_members set is_sharing_data = ${on}, updated_at = now() where id = ${memberId}`);
}

export async function setRequestStatus(db: Db, memberId: number, status: 'accepted' | 'rejected') {
  await selectRows(
    db,
    sql`update group_members set request_status = ${status}, answered_at = now(),
               accepted_at = ${status === 'accepted' ? sql`now()` : null}, updated_at = now()
        where id = ${memberId}`,
  );
}

export async function deleteMember(db: Db, memberId: number) {
  await selectRows(db, sql`delete from group_members where id = ${memberId}`);
}

/** The invitee's new account takes the pending row of that address in the group. */
export async function attachInvitee(db: Db, groupId: number, email: string, userId: number) {
  await selectRows(
    db,
    sql`update group_members set user_id = ${userId}, invite_email = null, updated_at = now()
        where group_id = ${groupId} and user_id is null and lower(invite_email) = ${email.toLowerCase()}
          and not exists (select 1 from group_members o where o.group_id = ${groupId} and o.user_id = ${userId})`,
  );
}

export async function findUser(db: Db, id: number) {
  return selectRow<{ id: number; email: string; verified: boolean; suspended: boolean; is_leader: boolean }>(
    db,
    sql`select u.id, u.email, u.verified_on is not null as verified, u.suspended_at is not null as suspended, coalesce(p.is_leader, false) as is_leader
        from users u left join profiles p on p.user_id = u.id where u.id = ${id}`,
  );
}

export async function findUserByEmail(db: Db, email: string) {
  return selectRow<{ id: number; email: string; verified: boolean; suspended: boolean }>(
    db,
    sql`select id, email, verified_on is not null as verified, suspended_at is not null as suspended from users where lower(email) = ${email.toLowerCase()}`,
  );
}

// ---------- consent ----------

/**
 * The 'group' consent rule as SQL, the one place it is written: the accepted members who share
 * their data (`gm`) in the groups where `viewer` is an accepted owner or co-leader (`a`). The consent
 * source below and the triage view's one statement (attention.repository) both select from it.
 */
export const leaderSeesSharingMembersSql = (viewer: SQL) => sql`group_members a join group_members gm on gm.group_id = a.group_id
      where a.user_id = ${viewer} and a.request_status = 'accepted' and a.role_type in ('owner', 'group-leader')
        and gm.request_status = 'accepted' and gm.is_sharing_data and gm.user_id is not null and gm.user_id <> ${viewer}`;

const sharingFor = preparedRows<{ owner_id: number; group_id: number }>(
  'groups_consent_grants',
  sql`select gm.user_id as owner_id, gm.group_id
      from ${leaderSeesSharingMembersSql(sql`${sql.placeholder('viewer')}::int`)}
        and (${sql.placeholder('owner')}::int is null or gm.user_id = ${sql.placeholder('owner')}::int)`,
);

/** The accepted sharing members of the groups `viewerId` administers (the 'group' consent source). */
export function sharingMembersFor(db: Db, viewerId: number, ownerId?: number) {
  return sharingFor(db, { viewer: viewerId, owner: ownerId ?? null });
}

const adminsOf = preparedRows<{ user_id: number }>(
  'groups_consent_viewers',
  sql`select distinct a.user_id
      from group_members gm join group_members a on a.group_id = gm.group_id
      where gm.user_id = ${sql.placeholder('owner')} and gm.request_status = 'accepted' and gm.is_sharing_data
        and a.request_status = 'accepted' and a.role_type in ('owner', 'group-leader') and a.user_id is not null and a.user_id <> ${sql.placeholder('owner')}`,
);

/** sharingMembersFor read the other way: the accepted admins of the groups where `ownerId` shares their data. */
export async function adminsSeeing(db: Db, ownerId: number) {
  return (await adminsOf(db, { owner: ownerId })).map((r) => Number(r.user_id));
}

const chatSharingFor = preparedRows<{ owner_id: number; group_id: number }>(
  'groups_chat_consent_grants',
  sql`select gm.user_id as owner_id, gm.group_id
      from group_members a join group_members gm on gm.group_id = a.group_id
      where a.user_id = ${sql.placeholder('viewer')} and a.request_status = 'accepted'
        and gm.request_status = 'accepted' and gm.is_sharing_data and gm.user_id is not null and gm.user_id <> ${sql.placeholder('viewer')}
        and (${sql.placeholder('owner')}::int is null or gm.user_id = ${sql.placeholder('owner')}::int)`,
);

/**
 * The 'group_chat' consent source: the accepted members who share their data in the groups where
 * `viewerId` is an accepted member (any role): whose check-in and crash-report cards the viewer may
 * read in that group's chat.
 */
export function chatSharingMembersFor(db: Db, viewerId: number, ownerId?: number) {
  return chatSharingFor(db, { viewer: viewerId, owner: ownerId ?? null });
}

const chatViewersOf = preparedRows<{ user_id: number }>(
  'groups_chat_consent_viewers',
  sql`select distinct a.user_id
      from group_members gm join group_members a on a.group_id = gm.group_id
      where gm.user_id = ${sql.placeholder('owner')} and gm.request_status = 'accepted' and gm.is_sharing_data
        and a.request_status = 'accepted' and a.user_id is not null and a.user_id <> ${sql.placeholder('owner')}`,
);

/** chatSharingMembersFor read the other way: the accepted members of the groups where `ownerId` shares. */
export async function chatViewersSeeing(db: Db, ownerId: number) {
  return (await chatViewersOf(db, { owner: ownerId })).map((r) => Number(r.user_id));
}

/** The groups whose chat gets a member's check-in and crash-report cards: accepted, sharing data, a plain member (never leaders or co-leaders). */
export function cardGroupsOf(db: Db, userId: number) {
  return selectRows<{ group_id: number }>(
    db,
    sql`select group_id from group_members where user_id = ${userId} and request_status = 'accepted' and is_sharing_data and role_type = 'member' order by group_id`,
  );
}

/** The accepted members of a group with when each joined (the audience of its chat's cards). */
export function acceptedMembersSince(db: Db, groupId: number) {
  return selectRows<{ user_id: number; accepted_at: Date | string | null }>(
    db,
    sql`select user_id, accepted_at from group_members where group_id = ${groupId} and request_status = 'accepted' and user_id is not null`,
  );
}

const sharingOf = preparedRows<MemberView & { user_id: number }>(
  'groups_sharing_members',
  sql`select ${memberSelect}
      where gm.group_id = ${sql.placeholder('group')} and gm.request_status = 'accepted' and gm.is_sharing_data and gm.user_id is not null
      order by ${roleOrder}, gm.id`,
);

/** A group's accepted members who share their data, with the person. */
export function sharingMembersOf(db: Db, groupId: number) {
  return sharingOf(db, { group: groupId });
}

// ---------- member data ----------

export interface LastCheckInRow {
  user_id: number;
  id: number;
  checkin_on: Date | string;
  checkin_date: string;
  feeling_zone: 'recovery' | 'danger' | 'relapse';
  feeling_notes: string;
  faster: { fast_emotion_id: number; priority: number }[] | null;
  emotion_id: number | null;
  emotion_name: string | null;
}

/** Each owner's latest check-in (one index probe each on (user_id, checkin_date)), FASTER answers included. */
const lastCheckIns = preparedRows<LastCheckInRow>(
  'groups_last_checkins',
  sql`select o.user_id, c.id, c.checkin_on, c.checkin_date::text as checkin_date, c.feeling_zone, c.feeling_notes,
             (select json_agg(json_build_object('fast_emotion_id', fa.fast_emotion_id, 'priority', fa.priority) order by fa.priority, fa.fast_emotion_id)
              from checkin_faster_answers fa where fa.checkin_id = c.id) as faster,
             e.emotion_id, em.display_name as emotion_name
      from unnest(${sql.placeholder('owners')}::int[]) as o(user_id)
      join lateral (select * from checkins c where c.user_id = o.user_id order by c.checkin_date desc limit 1) c on true
      left join lateral (select ce.emotion_id from checkin_emotions ce where ce.checkin_id = c.id order by ce.position limit 1) e on true
      left join emotions em on em.id = e.emotion_id`,
);

export function listLastCheckIns(db: Db, ownerIds: readonly number[]) {
  if (!ownerIds.length) return Promise.resolve([]);
  return lastCheckIns(db, { owners: idArray(ownerIds) });
}

export interface CourseProgressRow {
  user_id: number;
  user_course_id: number;
  course_id: number;
  name: string;
  progress_status: string;
  assigned_on: Date | string | null;
  completed_on: Date | string | null;
  total_items: number;
  completed_items: number;
}

/**
 * Each owner's courses with items done over items (child items included; lessons of an audience the
 * owner is not in are left out, as the owner's own course page does).
 */
/** The course-progress rows of the owners `owners` selects (a condition on uc.user_id). */
const courseProgressOf = (owners: SQL) =>
  sql`select uc.user_id, uc.id as user_course_id, uc.course_id, c.name, uc.progress_status, uc.assigned_on, uc.completed_on,
             coalesce(t.total, 0)::int as total_items, coalesce(d.done, 0)::int as completed_items, uc."order" as position
      from user_courses uc
      join courses c on c.id = uc.course_id
      left join profiles p on p.user_id = uc.user_id
      left join lateral (
        select count(*) as total from lessons l join lesson_items li on li.lesson_id = l.id
        where l.course_id = uc.course_id
          and (l.audience = 'everyone' or (l.audience = 'married' and coalesce(p.is_married, false)) or (l.audience = 'leader' and coalesce(p.is_leader, false)))
      ) t on true
      left join lateral (
        select count(*) as done from lesson_item_progress lp
        join lesson_items li on li.id = lp.lesson_item_id join lessons l on l.id = li.lesson_id
        where lp.user_course_id = uc.id and lp.progress_status = 'completed'
          and (l.audience = 'everyone' or (l.audience = 'married' and coalesce(p.is_married, false)) or (l.audience = 'leader' and coalesce(p.is_leader, false)))
      ) d on true
      where ${owners}`;

const courseProgress = preparedRows<CourseProgressRow>(
  'groups_course_progress',
  sql`${courseProgressOf(sql`uc.user_id = any(${sql.placeholder('owners')}::int[])`)} order by uc.user_id, uc."order", uc.id`,
);

export function listCourseProgress(db: Db, ownerIds: readonly number[]) {
  if (!ownerIds.length) return Promise.resolve([]);
  return courseProgress(db, { owners: idArray(ownerIds) });
}

export interface ProgressFactsRow extends LastCheckInRow {
  checkin_streak: number;
  crash_reports: number;
  /** The owner's courses, as listCourseProgress's rows (instants as JSON text), in their order. */
  courses: CourseProgressRow[];
}

/**
 * Member progress in one prepared statement, per owner: the latest check-in (with its FASTER
 * answers and first emotion), the check-in streak in the owner's own calendar (consecutive days
 * ending today or yesterday, counted over at most 366 days of the (user_id, checkin_date) index),
 * crash reports since `from`, and the owner's courses with their progress (the same rows as
 * listCourseProgress: one statement for the page instead of two).
 */
const progressFacts = preparedRows<ProgressFactsRow>(
  'groups_progress_facts',
  sql`select o.user_id, c.id, c.checkin_on, c.checkin_date::text as checkin_date, c.feeling_zone, c.feeling_notes,
             (select json_agg(json_build_object('fast_emotion_id', fa.fast_emotion_id, 'priority', fa.priority) order by fa.priority, fa.fast_emotion_id)
              from checkin_faster_answers fa where fa.checkin_id = c.id) as faster,
             e.emotion_id, em.display_name as emotion_name,
             coalesce(st.streak, 0)::int as checkin_streak,
             (select count(*)::int from trigger_answers t where t.user_id = o.user_id and t.reported_date >= ${sql.placeholder('from')}::date) as crash_reports,
             (select coalesce(json_agg(row_to_json(cp) order by cp.position, cp.user_course_id), '[]') from (${courseProgressOf(sql`uc.user_id = o.user_id`)}) cp) as courses
      from unnest(${sql.placeholder('owners')}::int[]) as o(user_id)
      left join lateral (select * from checkins c where c.user_id = o.user_id order by c.checkin_date desc limit 1) c on true
      left join lateral (select ce.emotion_id from checkin_emotions ce where ce.checkin_id = c.id order by ce.position limit 1) e on true
      left join emotions em on em.id = e.emotion_id
      left join lateral (
        select count(*) as streak from (
          select d.checkin_date, row_number() over (order by d.checkin_date desc) as rn
          from checkins d
          where d.user_id = o.user_id and d.checkin_date > c.checkin_date - 366 and d.checkin_date <= c.checkin_date
        ) r
        where c.checkin_date >= ((now() at time zone 'utc') - make_interval(secs => c."offset"))::date - 1
          and r.checkin_date = c.checkin_date - (r.rn - 1)::int
      ) st on true`,
);

export function listProgressFacts(db: Db, ownerIds: readonly number[], from: string) {
  if (!ownerIds.length) return Promise.resolve([]);
  return progressFacts(db, { owners: idArray(ownerIds), from });
}

// ---------- notes ----------

export interface NoteView extends PersonNameColumns {
  id: number;
  group_id: number;
  member_id: number;
  title: string;
  note_type: NoteType;
  content: string | null;
  meeting_date: Date | string | null;
  previous_state: string | null;
  new_state: string | null;
  admin_id: number | null;
  author_id: number | null;
  created_at: Date | string;
  total: number;
}

export function listNotes(db: Db, memberId: number, q: { dir: 'asc' | 'desc'; limit: number; offset: number }) {
  const dir = sql.raw(q.dir === 'asc' ? 'asc' : 'desc');
  return selectRows<NoteView>(
    db,
    sql`select n.id, n.group_id, n.member_id, n.title, n.note_type, n.content, n.meeting_date, n.previous_state, n.new_state, n.admin_id, n.author_id, n.created_at,
               u.username, p.display_name, p.first_name, p.last_name, p.profile_icon, count(*) over ()::int as total
        from group_notes n left join users u on u.id = n.author_id left join profiles p on p.user_id = n.author_id
        where n.member_id = ${memberId}
        order by n.created_at ${dir}, n.id ${dir}
        limit ${q.limit} offset ${q.offset}`,
  );
}

export async function countNotes(db: Db, memberId: number) {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from group_notes where member_id = ${memberId}`);
  return Number(row?.n ?? 0);
}

export async function insertNote(
  db: Db,
  v: {
    groupId: number;
    memberId: number;
    authorId: number | null;
    adminId: number | null;
    title: string;
    noteType: NoteType;
    content: string | null;
    meetingDate: string | null;
    previousState?: string | null;
    newState?: string | null;
  },
) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into group_notes (group_id, member_id, author_id, admin_id, title, note_type, content, meeting_date, previous_state, new_state)
        values (${v.groupId}, ${v.memberId}, ${v.authorId}, ${v.adminId}, ${v.title}, ${v.noteType}, ${v.content}, ${v.meetingDate}::timestamptz,
                ${v.previousState ?? null}, ${v.newState ?? null})
        returning id`,
  );
  return Number(row!.id);
}

export async function findNote(db: Db, noteId: number) {
  return selectRow<NoteView>(
    db,
    sql`select n.id, n.group_id, n.member_id, n.title, n.note_type, n.content, n.meeting_date, n.previous_state, n.new_state, n.admin_id, n.author_id, n.created_at,
               u.username, p.display_name, p.first_name, p.last_name, p.profile_icon, 1 as total
        from group_notes n left join users u on u.id = n.author_id left join profiles p on p.user_id = n.author_id
        where n.id = ${noteId}`,
  );
}

// ---------- leader ----------

export function leaderGroups(db: Db, userId: number) {
  return selectRows<{ id: number; name: string; group_type: GroupType; role_type: GroupRole }>(
    db,
    sql`select g.id, g.name, g.group_type, m.role_type from group_members m join groups g on g.id = m.group_id
        where m.user_id = ${userId} and m.request_status = 'accepted' and m.role_type in ('owner', 'group-leader')
        order by g.name, g.id`,
  );
}

export async function findPerson(db: Db, userId: number) {
  return selectRow<{ username: string; display_name: string | null; first_name: string | null; last_name: string | null }>(
    db,
    sql`select u.username, p.display_name, p.first_name, p.last_name from users u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
}

/** The group's owner changes to this (accepted co-leader's) row. */
export async function transferOwnership(db: Db, groupId: number, memberId: number, userId: number) {
  await selectRows(db, sql`update group_members set role_type = 'owner', updated_at = now() where id = ${memberId}`);
  await selectRows(db, sql`update groups set owner_id = ${userId}, updated_at = now() where id = ${groupId}`);
}

// ---------- links (other areas ask these through index.ts and ctx.consent.relation) ----------

export interface MembershipRow {
  id: number;
  group_id: number;
  user_id: number | null;
  request_status: string;
  role_type: string;
  accepted_at: Date | string | null;
}

const membershipColumns = sql.raw(`id, group_id, user_id, request_status, role_type, accepted_at`);

/** One person's row in a group (`lock`: held `for share` until the caller's transaction ends). */
export async function findMembershipRow(db: Db, groupId: number, userId: number, lock: boolean) {
  const [row] = await selectRows<MembershipRow>(
    db,
    lock
      ? sql`select ${membershipColumns} from group_members where group_id = ${groupId} and user_id = ${userId} for share`
      : sql`select ${membershipColumns} from group_members where group_id = ${groupId} and user_id = ${userId}`,
  );
  return row ?? null;
}

/** A membership row by id. */
export async function findMemberRow(db: Db, memberId: number, lock: boolean) {
  const [row] = await selectRows<MembershipRow>(
    db,
    lock
      ? sql`select ${membershipColumns} from group_members where id = ${memberId} for share`
      : sql`select ${membershipColumns} from group_members where id = ${memberId}`,
  );
  return row ?? null;
}

/** The accepted members of a group (the audience of its chat). */
export function listAcceptedMembers(db: Db, groupId: number) {
  return selectRows<{ id: number; user_id: number }>(
    db,
    sql`select id, user_id from group_members where group_id = ${groupId} and request_status = 'accepted' and user_id is not null`,
  );
}

/** A group both people are accepted members of, with the other's membership id (the first by group id). */
export async function findSharedGroup(db: Db, viewerId: number, otherId: number) {
  const [row] = await selectRows<{ group_id: number; other_member_id: number }>(
    db,
    sql`select me.group_id, them.id as other_member_id from group_members me
        join group_members them on them.group_id = me.group_id and them.user_id = ${otherId} and them.request_status = 'accepted'
        where me.user_id = ${viewerId} and me.request_status = 'accepted' order by me.group_id limit 1`,
  );
  return row ?? null;
}
