import { z } from 'zod';
import { pagedSchema, pageQuerySchemaOf } from '../common';
import { checkInEventSchema, crashReportEventSchema, personSummarySchema } from '../accountability/accountability.contract';
import { fasterAnswerSchema } from '../check-ins/check-ins.contract';
import { filterDateSchema } from '../check-ins/check-ins.contract';
import { FEELING_ZONES } from '../check-ins/check-ins.constants';
import { isLocalDate } from '../check-ins/check-ins.days';
import { atLeastOneField, idParamSchema, isBlank, requiredEmail, requiredText, validationMessages as m } from '../validation';
import {
  ASSIGNABLE_ROLES,
  ATTENTION_REASONS,
  GROUP_CALENDAR_MAX_DAYS,
  GROUP_GENDERS,
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  GROUP_ROLES,
  GROUP_TYPES,
  GROUPS_PAGE_SIZE,
  MEETING_DAYS,
  MEETING_TIME_STEP_MINUTES,
  MEMBER_ANSWERS,
  MEMBER_PREMIUM_STATUSES,
  MEMBER_REQUEST_STATUSES,
  NOTE_CONTENT_MAX,
  NOTE_TITLE_MAX,
  NOTE_TITLE_MIN,
  NOTE_TYPES,
  NOTES_PAGE_SIZE,
  PREMIUM_GROUP_STATUSES,
  WRITABLE_NOTE_TYPES,
  type AssignableRole,
  type NoteType,
} from './groups.constants';

// ---------- spellings ----------

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** 'GroupLeader', 'group leader', 'group_leader', 'Group-Leader' -> 'group-leader'. */
export function normalizeRole(value: string): string {
  return value
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

/** 'MeetingNotes', 'meeting-notes', 'Meeting Notes' -> 'meeting_notes' (the stored spelling). */
export function normalizeNoteType(value: string): string {
  return value
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();
}

/** An enum that accepts the spellings `normalize` maps onto its values; missing -> required, else invalid. */
function spelledEnum<const T extends readonly [string, ...string[]]>(values: T, normalize: (v: string) => string) {
  return z
    .unknown()
    .superRefine((v, ctx) => {
      if (isEmpty(v)) ctx.addIssue({ code: 'custom', message: m.required });
      else if (typeof v !== 'string' || !values.includes(normalize(v))) ctx.addIssue({ code: 'custom', message: m.invalid });
    })
    .transform((v) => normalize(v as string) as T[number]);
}

/** A role to give: 'group-leader' or 'member' (also 'GroupLeader', 'group leader', 'Member'). */
export const assignableRoleSchema = spelledEnum(ASSIGNABLE_ROLES, normalizeRole);
/** A note type a person writes: note, meeting_notes, meeting_scheduled (also the PascalCase spelling). */
export const writableNoteTypeSchema = spelledEnum(WRITABLE_NOTE_TYPES, normalizeNoteType);

// ---------- premium group settings ----------

const isHalfHour = (v: string) => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(v);
  return !!match && Number(match[2]) % MEETING_TIME_STEP_MINUTES === 0;
};

const requiredIn = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      if (isEmpty(v)) ctx.addIssue({ code: 'custom', message: m.required });
      else if (typeof v !== 'string' || !values.includes(v.trim().toLowerCase())) ctx.addIssue({ code: 'custom', message: m.invalid });
    })
    .transform((v) => (v as string).trim().toLowerCase() as T[number]);

const settingsFields = {
  day: requiredIn(MEETING_DAYS),
  /** 'YYYY-MM-DD'. */
  projected_start_date: z
    .string({ error: m.required })
    .refine((v) => !isBlank(v), { message: m.required, abort: true })
    .refine((v) => isLocalDate(v.trim()), m.notDate)
    .transform((v) => v.trim()),
  /** 24-hour 'HH:MM' in 30-minute steps (the picker's default is 12:00). */
  meeting_time: z
    .string({ error: m.required })
    .refine((v) => !isBlank(v), { message: m.required, abort: true })
    .refine((v) => isHalfHour(v.trim()), m.invalid)
    .transform((v) => v.trim()),
};

/** New premium group (spec 5): day, projected_start_date, meeting_time and gender required; for_leaders optional. */
export const premiumGroupSettingsInputSchema = z.object({
  ...settingsFields,
  gender: requiredIn(GROUP_GENDERS),
  for_leaders: z.boolean({ error: m.invalid }).optional().default(false),
});
export type PremiumGroupSettingsInput = z.output<typeof premiumGroupSettingsInputSchema>;
export type PremiumGroupSettingsBody = z.input<typeof premiumGroupSettingsInputSchema>;

/** Edit premium group (spec 5): day, projected_start_date, meeting_time required; gender and for_leaders kept unless sent. */
export const editPremiumGroupSettingsInputSchema = z.object({
  ...settingsFields,
  gender: requiredIn(GROUP_GENDERS).optional(),
  for_leaders: z.boolean({ error: m.invalid }).optional(),
});
export type EditPremiumGroupSettingsInput = z.output<typeof editPremiumGroupSettingsInputSchema>;

export const premiumGroupSettingsSchema = z.object({
  day: z.enum(MEETING_DAYS),
  projected_start_date: z.string(),
  meeting_time: z.string(),
  gender: z.enum(GROUP_GENDERS),
  for_leaders: z.boolean(),
});
export type PremiumGroupSettings = z.output<typeof premiumGroupSettingsSchema>;

// ---------- groups ----------

/** My own place in a group (null when I am not in it: an admin's view). */
export const myMembershipSchema = z.object({
  id: z.number(),
  role_type: z.enum(GROUP_ROLES),
  request_status: z.enum(MEMBER_REQUEST_STATUSES),
  is_sharing_data: z.boolean(),
  premium_group_status: z.enum(MEMBER_PREMIUM_STATUSES).nullable(),
  premium_group_application_id: z.number().nullable(),
});
export type MyMembership = z.output<typeof myMembershipSchema>;

export const groupSchema = z.object({
  id: z.number(),
  name: z.string(),
  group_type: z.enum(GROUP_TYPES),
  owner_id: z.number(),
  /** Premium groups: 6 (spec 9); standard groups: null (no limit). */
  total_seats: z.number().nullable(),
  premium_group_settings: premiumGroupSettingsSchema.nullable(),
  premium_group_status: z.enum(PREMIUM_GROUP_STATUSES).nullable(),
  /** Spec 3: subscription_settings.premium_group_config (premium groups; null otherwise). */
  subscription_settings: z
    .object({ premium_group_config: z.object({ day: z.enum(MEETING_DAYS), projected_start_date: z.string(), meeting_time: z.string() }) })
    .nullable(),
  /** Accepted members, every role. */
  member_count: z.number(),
  /** Invitations not yet accepted (pending or rejected); counted for admins only, else 0. */
  pending_count: z.number(),
  my_membership: myMembershipSchema.nullable(),
  /** Whether I am an accepted owner or co-leader (the portal and member-progress pages). */
  is_admin: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Group = z.output<typeof groupSchema>;

/**
 * What the caller may do on one member row, decided by the server from spec 2 section 6 (the web
 * shows exactly these). All false on rows the caller may not act on.
 */
export const memberActionsSchema = z.object({
  promote: z.boolean(),
  demote: z.boolean(),
  remove: z.boolean(),
  /** Only on my own accepted row (consent belongs to the data's owner; see docs/areas/groups.md). */
  toggle_sharing: z.boolean(),
  send_reminder: z.boolean(),
  resend_invitation: z.boolean(),
  view_notes: z.boolean(),
  /** Only on my own row. */
  leave: z.boolean(),
});
export type MemberActions = z.output<typeof memberActionsSchema>;

export const groupMemberSchema = z.object({
  id: z.number(),
  group_id: z.number(),
  /** Null while an invitation to an address without an account waits for registration. */
  user_id: z.number().nullable(),
  /** The person; `email` is shown to the group's admins and to the person only. */
  user: personSummarySchema,
  role_type: z.enum(GROUP_ROLES),
  /** 'Leader', 'Co-leader' or 'Member'. */
  role_label: z.string(),
  request_status: z.enum(MEMBER_REQUEST_STATUSES),
  is_sharing_data: z.boolean(),
  premium_group_status: z.enum(MEMBER_PREMIUM_STATUSES).nullable(),
  premium_group_application_id: z.number().nullable(),
  is_me: z.boolean(),
  actions: memberActionsSchema,
  invited_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type GroupMember = z.output<typeof groupMemberSchema>;

/**
 * GET groups/{id}: the group and the members the caller may see. Admins (accepted owner or
 * co-leader) see every row, pending and rejected too; others see accepted members and their own row.
 */
export const groupDetailSchema = groupSchema.extend({ members: z.array(groupMemberSchema) });
export type GroupDetail = z.output<typeof groupDetailSchema>;

export const GROUP_SCOPES = ['member', 'admin-or-owned'] as const;
export type GroupScope = (typeof GROUP_SCOPES)[number];

/**
 * GET groups: `scope=member` (default) every group I am in, any request status, with my role and
 * status; `scope=admin-or-owned` the groups I own or co-lead (accepted), for the portal. Filters
 * optional. Paged 20.
 */
export const listGroupsQuerySchema = pageQuerySchemaOf(GROUPS_PAGE_SIZE).extend({
  scope: z.enum(GROUP_SCOPES, { error: m.invalid }).default('member'),
  request_status: z.enum(MEMBER_REQUEST_STATUSES, { error: m.invalid }).optional(),
  group_type: z.enum(GROUP_TYPES, { error: m.invalid }).optional(),
});
export type ListGroupsQuery = z.output<typeof listGroupsQuerySchema>;
export const groupPageSchema = pagedSchema(groupSchema);
export type GroupPage = z.output<typeof groupPageSchema>;

const groupName = () => requiredText({ min: GROUP_NAME_MIN, max: GROUP_NAME_MAX });

/** POST groups (spec 5): name required, min 2; group_type required; premium groups need their settings. */
export const createGroupInputSchema = z
  .object({
    name: groupName(),
    group_type: z.enum(GROUP_TYPES, { error: (iss) => (isEmpty(iss.input) ? m.required : m.invalid) }),
    premium_group_settings: z.unknown().optional(),
  })
  .transform((v, ctx) => {
    if (v.group_type !== 'premium_groups') return { name: v.name, group_type: v.group_type, premium_group_settings: null };
    const parsed = premiumGroupSettingsInputSchema.safeParse(v.premium_group_settings ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['premium_group_settings', ...issue.path.map(String)], message: issue.message });
      return z.NEVER;
    }
    return { name: v.name, group_type: v.group_type, premium_group_settings: parsed.data as PremiumGroupSettingsInput | null };
  });
export type CreateGroupInput = z.output<typeof createGroupInputSchema>;
export type CreateGroupBody = z.input<typeof createGroupInputSchema>;

/** PUT groups/{id}: a new name, or (premium groups) new settings; at least one. */
export const updateGroupInputSchema = atLeastOneField(
  z.object({
    name: groupName().optional(),
    premium_group_settings: editPremiumGroupSettingsInputSchema.optional(),
  }),
);
export type UpdateGroupInput = z.output<typeof updateGroupInputSchema>;
export type UpdateGroupBody = z.input<typeof updateGroupInputSchema>;

/** Answers of POST/PUT groups: the toast text and the group as it now stands. */
export const groupWriteResponseSchema = z.object({ message: z.string(), item: groupDetailSchema });
export type GroupWriteResponse = z.output<typeof groupWriteResponseSchema>;

// ---------- members ----------

export const groupParamsSchema = z.object({ id: idParamSchema });
export const groupMemberParamsSchema = z.object({ id: idParamSchema, memberId: idParamSchema });
export type GroupMemberParams = z.output<typeof groupMemberParamsSchema>;
export const noteParamsSchema = z.object({ groupId: idParamSchema, memberId: idParamSchema });
export type NoteParams = z.output<typeof noteParamsSchema>;
/** `?group_id=` of the members/* calls. */
export const groupIdQuerySchema = z.object({ group_id: idParamSchema });
export type GroupIdQuery = z.output<typeof groupIdQuerySchema>;

/** POST groups/{id}/members (spec 5): e-mail and role required; e-mail valid, 2 to 255. */
export const addMemberInputSchema = z.object({
  email: requiredEmail(),
  role: assignableRoleSchema,
});
export type AddMemberInput = z.output<typeof addMemberInputSchema>;
export type AddMemberBody = z.input<typeof addMemberInputSchema>;

/**
 * PUT groups/{id}/members/{memberId}: `role_type` promotes ('group-leader'; also 'promote',
 * 'GroupLeader') or demotes ('member'; also 'demote'); `share_data` sets is_sharing_data (own row
 * only). At least one.
 */
export const updateMemberInputSchema = atLeastOneField(
  z.object({
    role_type: z
      .unknown()
      .optional()
      .superRefine((v, ctx) => {
        if (v === undefined) return;
        if (isEmpty(v)) ctx.addIssue({ code: 'custom', message: m.required });
        else if (typeof v !== 'string' || ![...ASSIGNABLE_ROLES, 'promote', 'demote'].includes(normalizeRole(v)))
          ctx.addIssue({ code: 'custom', message: m.invalid });
      })
      .transform((v): AssignableRole | undefined => {
        if (v === undefined) return undefined;
        const r = normalizeRole(v as string);
        return r === 'promote' ? 'group-leader' : r === 'demote' ? 'member' : (r as AssignableRole);
      }),
    share_data: z.boolean({ error: m.invalid }).optional(),
  }),
);
export type UpdateMemberInput = z.output<typeof updateMemberInputSchema>;
export type UpdateMemberBody = z.input<typeof updateMemberInputSchema>;

export const memberWriteResponseSchema = z.object({ message: z.string(), item: groupMemberSchema });
export type MemberWriteResponse = z.output<typeof memberWriteResponseSchema>;

/** PATCH members/{id}/request-status: the invitee answers (a rejected invitation can still be accepted). */
export const updateRequestStatusInputSchema = z.object({
  request_status: z.enum(MEMBER_ANSWERS, { error: (iss) => (isEmpty(iss.input) ? m.required : m.invalid) }),
});
export type UpdateRequestStatusInput = z.output<typeof updateRequestStatusInputSchema>;
/** The answer: the toast text and the group as the invitee now sees it. */
export const requestStatusResponseSchema = z.object({ message: z.string(), item: groupSchema });
export type RequestStatusResponse = z.output<typeof requestStatusResponseSchema>;

// ---------- member data (admins: accepted members who share their data) ----------

/** A member whose data an answer holds. */
export const memberRefSchema = z.object({
  member_id: z.number(),
  user_id: z.number(),
  user: personSummarySchema,
  role_type: z.enum(GROUP_ROLES),
});
export type MemberRef = z.output<typeof memberRefSchema>;

/** Spec 3 member_info.last_checkin. */
export const lastCheckInSchema = z.object({
  id: z.number(),
  checkin_on: z.string(),
  checkin_date: z.string(),
  fast_scale_answers: z.array(fasterAnswerSchema).nullable(),
  feeling_zone: z.enum(FEELING_ZONES),
  feeling_notes: z.string(),
  emotion: z.object({ id: z.number(), display_name: z.string() }).nullable(),
});
export type LastCheckIn = z.output<typeof lastCheckInSchema>;

/** GET members/info?group_id=: member_id and last_checkin of each accepted sharing member. */
export const memberInfoSchema = memberRefSchema.extend({ last_checkin: lastCheckInSchema.nullable() });
export type MemberInfo = z.output<typeof memberInfoSchema>;
export const memberInfoListSchema = z.object({ group_id: z.number(), items: z.array(memberInfoSchema) });
export type MemberInfoList = z.output<typeof memberInfoListSchema>;

/** ?group_id=&startDate=&endDate= of members/checkins and members/system-triggers. */
export const memberRangeQuerySchema = z
  .object({ group_id: idParamSchema, startDate: filterDateSchema, endDate: filterDateSchema })
  .refine((v) => v.startDate <= v.endDate, { path: ['endDate'], message: m.invalid })
  .refine((v) => Date.parse(v.endDate) - Date.parse(v.startDate) < GROUP_CALENDAR_MAX_DAYS * 86_400_000, {
    path: ['endDate'],
    message: `The range may cover at most ${GROUP_CALENDAR_MAX_DAYS} days`,
  });
export type MemberRangeQuery = z.output<typeof memberRangeQuerySchema>;

/**
 * GET members/checkins and GET members/system-triggers: the calendar shape of the partner calendar
 * (accountability), so the same calendar component shows it. `people` are the members included
 * (each with `member_id`); `events` are check-ins (`kind: 'check_in'`) or crash reports
 * (`kind: 'crash_report'`).
 */
export const groupCalendarPersonSchema = personSummarySchema.extend({
  id: z.number(),
  member_id: z.number(),
  role_type: z.enum(GROUP_ROLES),
});
export type GroupCalendarPerson = z.output<typeof groupCalendarPersonSchema>;
/** A group calendar over a date range: its people and one kind of their events. */
const groupCalendarSchema = <Event extends z.ZodType>(event: Event) =>
  z.object({
    group_id: z.number(),
    start_date: z.string(),
    end_date: z.string(),
    people: z.array(groupCalendarPersonSchema),
    events: z.array(event),
  });
export const groupCheckInsSchema = groupCalendarSchema(checkInEventSchema);
export type GroupCheckIns = z.output<typeof groupCheckInsSchema>;
export const groupTriggersSchema = groupCalendarSchema(crashReportEventSchema);
export type GroupTriggers = z.output<typeof groupTriggersSchema>;

/** One course of a member, as progress. */
export const memberCourseSchema = z.object({
  user_course_id: z.number(),
  course_id: z.number(),
  name: z.string(),
  progress_status: z.string(),
  /** Completed items (child items included) over all items, 0 to 100 (spec 4.1). */
  percent: z.number(),
  completed_items: z.number(),
  total_items: z.number(),
  assigned_on: z.string().nullable(),
  completed_on: z.string().nullable(),
});
export type MemberCourse = z.output<typeof memberCourseSchema>;

/** GET members/course-info?group_id=. */
export const memberCourseInfoSchema = memberRefSchema.extend({ courses: z.array(memberCourseSchema) });
export type MemberCourseInfo = z.output<typeof memberCourseInfoSchema>;
export const memberCourseInfoListSchema = z.object({ group_id: z.number(), items: z.array(memberCourseInfoSchema) });
export type MemberCourseInfoList = z.output<typeof memberCourseInfoListSchema>;

/**
 * GET groups/{id}/progress: member progress of accepted members who share data: last check-in,
 * streaks, crash reports in the last 30 days and course progress.
 */
export const memberProgressSchema = memberRefSchema.extend({
  last_checkin: lastCheckInSchema.nullable(),
  checkin_streak: z.number(),
  crash_reports_30d: z.number(),
  courses: z.array(memberCourseSchema),
  /** Over all the member's courses, 0 to 100 (0 without courses). */
  overall_percent: z.number(),
});
export type MemberProgress = z.output<typeof memberProgressSchema>;
export const groupProgressSchema = z.object({ group_id: z.number(), items: z.array(memberProgressSchema) });
export type GroupProgress = z.output<typeof groupProgressSchema>;

// ---------- notes ----------

export const listNotesQuerySchema = pageQuerySchemaOf(NOTES_PAGE_SIZE).extend({
  orderBy: z.enum(['created_at'], { error: m.invalid }).default('created_at'),
  orderDir: z.enum(['asc', 'desc'], { error: m.invalid }).default('desc'),
});
export type ListNotesQuery = z.output<typeof listNotesQuerySchema>;

/**
 * POST groups/{groupId}/members/{memberId}/notes (spec 5): title 2 to 255; note_type required
 * (note, meeting_notes, meeting_scheduled or their PascalCase spelling); note and meeting_notes need
 * the text (`note_content`, or `notes` / `content`), meeting_scheduled a `meeting_date` (ISO date or
 * date-time; now when left out).
 */
export const createNoteInputSchema = z
  .object({
    title: requiredText({ min: NOTE_TITLE_MIN, max: NOTE_TITLE_MAX }),
    note_type: writableNoteTypeSchema,
    note_content: z.string({ error: m.invalid }).max(NOTE_CONTENT_MAX, m.maxLength(NOTE_CONTENT_MAX)).nullish(),
    notes: z.string({ error: m.invalid }).max(NOTE_CONTENT_MAX, m.maxLength(NOTE_CONTENT_MAX)).nullish(),
    content: z.string({ error: m.invalid }).max(NOTE_CONTENT_MAX, m.maxLength(NOTE_CONTENT_MAX)).nullish(),
    meeting_date: z.string({ error: m.invalid }).nullish(),
  })
  .transform((v, ctx) => {
    const text = [v.note_content, v.notes, v.content].find((s) => !isBlank(s))?.trim() ?? null;
    if (v.note_type === 'meeting_scheduled') {
      const raw = isBlank(v.meeting_date) ? null : (v.meeting_date as string).trim();
      const when = raw === null ? new Date() : new Date(isLocalDate(raw) ? `${raw}T00:00:00Z` : raw);
      if (raw !== null && (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(when.getTime()))) {
        ctx.addIssue({ code: 'custom', path: ['meeting_date'], message: m.notDate });
        return z.NEVER;
      }
      return { title: v.title, note_type: v.note_type, content: text, meeting_date: when.toISOString() };
    }
    if (text === null) {
      ctx.addIssue({ code: 'custom', path: ['note_content'], message: m.required });
      return z.NEVER;
    }
    return { title: v.title, note_type: v.note_type, content: text, meeting_date: null as string | null };
  });
export type CreateNoteInput = z.output<typeof createNoteInputSchema>;
export type CreateNoteBody = z.input<typeof createNoteInputSchema>;

export const groupNoteSchema = z.object({
  id: z.number(),
  group_id: z.number(),
  member_id: z.number(),
  title: z.string(),
  /** The stored (lower-case underscore) spelling. */
  note_type: z.enum(NOTE_TYPES),
  notes: z.object({
    content: z.string().nullable(),
    meeting_date: z.string().nullable(),
    previous_state: z.string().nullable(),
    new_state: z.string().nullable(),
  }),
  /** Present when an app admin wrote it (shown as 'Admin'), else null ('Leader'). */
  admin_id: z.number().nullable(),
  created_by: z.enum(['Admin', 'Leader']),
  author: personSummarySchema.nullable(),
  created_at: z.string(),
});
export type GroupNote = z.output<typeof groupNoteSchema>;
export const groupNotePageSchema = pagedSchema(groupNoteSchema);
export type GroupNotePage = z.output<typeof groupNotePageSchema>;
export const noteWriteResponseSchema = z.object({ message: z.string(), item: groupNoteSchema });
export type NoteWriteResponse = z.output<typeof noteWriteResponseSchema>;

export type { NoteType };

// ---------- leader ----------

/** GET leader: whether the caller is a leader (profile is_leader) and which groups they own or co-lead. */
export const leaderStatusSchema = z.object({
  /** Profile flag: may create premium groups (spec 6). */
  is_leader: z.boolean(),
  /** Owns or co-leads at least one group (accepted): the portal is theirs. */
  leads_groups: z.boolean(),
  groups: z.array(z.object({ id: z.number(), name: z.string(), group_type: z.enum(GROUP_TYPES), role_type: z.enum(GROUP_ROLES) })),
});
export type LeaderStatus = z.output<typeof leaderStatusSchema>;

/**
 * GET leader/needs-attention: accepted sharing members of the groups I own or co-lead (not myself),
 * most urgent first. One row per person and group; `reasons` most urgent first.
 */
export const attentionReasonSchema = z.object({
  kind: z.enum(ATTENTION_REASONS),
  label: z.string(),
  /** When: the SOS or crash report's instant, the last check-in's (null when never checked in). */
  at: z.string().nullable(),
});
export type AttentionReasonItem = z.output<typeof attentionReasonSchema>;
export const attentionItemSchema = memberRefSchema.extend({
  group_id: z.number(),
  group_name: z.string(),
  reasons: z.array(attentionReasonSchema),
  last_checkin_on: z.string().nullable(),
  /** Whether Send Reminder applies (accepted and sharing: always true here). */
  can_send_reminder: z.boolean(),
  /** The web page with this member's progress. */
  progress_path: z.string(),
});
export type AttentionItem = z.output<typeof attentionItemSchema>;
export const needsAttentionSchema = z.object({ items: z.array(attentionItemSchema), generated_at: z.string() });
export type NeedsAttention = z.output<typeof needsAttentionSchema>;
