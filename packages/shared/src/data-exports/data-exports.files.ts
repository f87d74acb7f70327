import { z } from 'zod';
import { EXPORT_SCHEMA_VERSION } from './data-exports.constants';

/**
 * The JSON files of a member's data export, one per area part, each with `schema_version`. The ZIP
 * holds each file's JSON Schema, made from these with `z.toJSONSchema`. Instants are ISO 8601 text,
 * days `YYYY-MM-DD`; another person appears only by the display name the member already sees.
 */
const version = z.literal(EXPORT_SCHEMA_VERSION).describe('The version of this file’s shape; raised when it changes.');
const instant = z.string().describe('ISO 8601 instant');
const instantOrNull = instant.nullable();
const day = z.string().describe('YYYY-MM-DD');
const person = z.string().nullable().describe('The display name the member sees for this person (null when none or gone)');
const anyJson = z.unknown().describe('As the member sent it (JSON)');
const file = <S extends z.ZodRawShape>(shape: S) => z.object({ schema_version: version, ...shape });

export const profileExportSchema = file({
  account: z.object({
    email: z.string(),
    username: z.string(),
    verified_on: instantOrNull,
    suspended_at: instantOrNull,
    created_at: instant,
  }),
  profile: z
    .object({
      first_name: z.string().nullable(),
      middle_name: z.string().nullable(),
      last_name: z.string().nullable(),
      display_name: z.string().nullable(),
      biography: z.string().nullable(),
      gender: z.string().nullable(),
      dob: day.nullable(),
      age: z.number().nullable(),
      country: z.string().nullable(),
      timezone: z.string().nullable(),
      is_married: z.boolean(),
      is_student: z.boolean(),
      is_leader: z.boolean(),
      church: z.string().nullable(),
      zip_code: z.string().nullable(),
      is_anonymous: z.boolean(),
      needs_accountability: z.boolean(),
      tags: z.array(z.string()),
      avatar_file: z.string().nullable().describe('The picture, under files/ in this ZIP'),
      community_agreement_accepted: z.boolean(),
      created_at: instant,
      updated_at: instant,
    })
    .nullable(),
  roles: z.array(z.string()),
  settings: z.array(z.object({ key: z.string(), value: anyJson, updated_at: instant })),
  email_change_requests: z.array(z.object({ email: z.string(), expires_at: instant, created_at: instant })),
  account_events: z.array(z.object({ action: z.string(), created_at: instant })).describe('What staff did to this account'),
});

export const sessionsExportSchema = file({
  sessions: z.array(
    z.object({
      id: z.number(),
      created_at: instant,
      expires_at: instant,
      revoked_at: instantOrNull,
      by_support: z.boolean(),
      device: z.string().nullable().describe('As the signing-in client described it, or its browser'),
      place: z.string().nullable().describe('As the signing-in client described it (never looked up)'),
      last_used_at: instantOrNull,
    }),
  ),
  app_lock: z
    .object({ on: z.boolean(), set_at: instantOrNull })
    .describe('Whether a PIN locks the app (the PIN itself is only kept as a hash, not exported)'),
});

export const devicesExportSchema = file({
  devices: z.array(z.object({ platform: z.string(), topics: z.array(z.string()), created_at: instant, updated_at: instant })),
});

export const checkInsExportSchema = file({
  check_ins: z.array(
    z.object({
      id: z.number(),
      date: day,
      checked_in_at: instant,
      offset_minutes: z.number(),
      feeling_zone: z.string(),
      feeling_notes: z.string(),
      questions: anyJson,
      emotions: z.array(z.string()),
      faster: z.array(z.object({ emotion: z.string(), stage: z.string(), priority: z.number() })),
      created_at: instant,
      updated_at: instant,
    }),
  ),
  purity_streak_overrides: z.array(z.object({ date: day, updated_at: instant })),
  time_zone: z.object({ offset_minutes: z.number(), updated_at: instant }).nullable(),
  details_expire_after_days: z
    .number()
    .nullable()
    .describe('Auto-expiry: days after which crash reports’ details and check-ins’ notes are erased (null: never)'),
});

export const crashReportsExportSchema = file({
  crash_reports: z.array(
    z.object({ id: z.number(), date: day, reported_at: instant, offset_minutes: z.number(), trigger: z.string(), answers: anyJson }),
  ),
});

export const weeklyAnswersExportSchema = file({
  weekly_answers: z.array(z.object({ id: z.number(), kind: z.string(), date: day, submitted_at: instant, answers: anyJson })),
});

export const coursesExportSchema = file({
  courses: z.array(
    z.object({
      course: z.string(),
      status: z.string(),
      assigned_on: instant,
      completed_on: instantOrNull,
      items: z.array(
        z.object({ lesson: z.string(), item: z.string(), status: z.string(), completed_on: instantOrNull, updated_at: instant }),
      ),
      panel_answers: z.array(z.object({ item: z.string(), panel: z.string(), answers: anyJson, updated_at: instant })),
    }),
  ),
  video_events: z.array(
    z.object({
      course: z.string(),
      lesson: z.string().nullable(),
      item: z.string().nullable(),
      event: z.string(),
      current_time: z.number(),
      created_at: instant,
    }),
  ),
  scholarships: z.array(
    z.object({
      course: z.string(),
      school_enrolled: z.string(),
      school_email: z.string(),
      scholarship_reason: z.string(),
      status: z.string(),
      reviewed_at: instantOrNull,
      created_at: instant,
    }),
  ),
  payments: z.array(
    z.object({
      course: z.string(),
      amount: z.number(),
      status: z.string(),
      medium: z.string(),
      coupon_code: z.string().nullable(),
      created_at: instant,
    }),
  ),
});

const sharingKinds = z.object({ check_ins: z.boolean(), crash_reports: z.boolean(), faster: z.boolean(), streaks: z.boolean() });

export const partnersExportSchema = file({
  partners: z.array(
    z.object({
      id: z.number(),
      partner: person,
      invited_by_email: z.boolean().describe('Sent to an address (the address itself is the invitee’s and is left out)'),
      direction: z.enum(['sent', 'received']),
      request_type: z.string(),
      action_type: z.string(),
      status: z.string(),
      message: z.string().nullable(),
      my_sharing: sharingKinds.nullable(),
      created_at: instant,
      answered_at: instantOrNull,
      accepted_at: instantOrNull,
    }),
  ),
  preferences: z.object({ digest_enabled: z.boolean(), updated_at: instant }).nullable(),
  sos_alerts: z.array(
    z.object({
      id: z.number(),
      level: z.string(),
      message: z.string().nullable(),
      phone: z.string().nullable(),
      status: z.string(),
      created_at: instant,
      escalated_at: instantOrNull,
      acknowledged_by: person,
      acknowledged_at: instantOrNull,
      closed_at: instantOrNull,
    }),
  ),
});

export const groupsExportSchema = file({
  memberships: z.array(
    z.object({
      group: z.string(),
      group_type: z.string(),
      role_type: z.string(),
      request_status: z.string(),
      is_sharing_data: z.boolean(),
      premium_group_status: z.string().nullable(),
      invited_at: instant,
      answered_at: instantOrNull,
      accepted_at: instantOrNull,
    }),
  ),
  groups_owned: z.array(z.object({ name: z.string(), group_type: z.string(), total_seats: z.number().nullable(), created_at: instant })),
  notes_about_me: z
    .array(
      z.object({
        group: z.string(),
        title: z.string(),
        note_type: z.string(),
        content: z.string().nullable(),
        meeting_date: instantOrNull,
        previous_state: z.string().nullable(),
        new_state: z.string().nullable(),
        author: person,
        created_at: instant,
      }),
    )
    .describe('What group leaders wrote about the member'),
});

export const premiumGroupsExportSchema = file({
  applications: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      name: z.string(),
      email: z.string(),
      phone_number: z.string(),
      gender: z.string(),
      age: z.number().nullable(),
      is_married: z.boolean(),
      in_ministry: z.boolean(),
      timezone: z.string(),
      hope_to_gain: z.string(),
      will_add_to_group: z.string(),
      relationship_with_god: z.string(),
      reason_not_attend_weekly: z.string(),
      meeting_time: anyJson,
      other_day: z.string().nullable(),
      questions_regarding_payment: z.string().nullable(),
      reason_to_reject: z.string().nullable(),
      created_at: instant,
      updated_at: instant,
    }),
  ),
  payments: z.array(
    z.object({ kind: z.string(), status: z.string(), amount: z.number(), created_at: instant, completed_at: instantOrNull }),
  ),
  leave_charges: z.array(
    z.object({ reason: z.string(), amount: z.number(), status: z.string(), waived_at: instantOrNull, created_at: instant }),
  ),
});

export const coachingExportSchema = file({
  coaches: z.array(
    z.object({
      coach: person,
      request_status: z.string(),
      sharing: sharingKinds,
      invited_at: instant,
      answered_at: instantOrNull,
    }),
  ),
  notes_about_me: z
    .array(z.object({ id: z.number(), coach: person, note: z.string(), created_at: instant }))
    .describe('What coaches wrote about the member'),
  habits: z.array(
    z.object({
      submitted_on: day,
      value: z.number(),
      total: z.number(),
      total_questions: z.number(),
      answers: z.array(z.object({ question_id: z.number(), answer: z.string().nullable() })),
      created_at: instant,
    }),
  ),
  as_coach: z
    .object({
      request_status: z.string(),
      meeting_url: z.string().nullable(),
      subscription_status: z.string().nullable(),
      accepted_at: instantOrNull,
      created_at: instant,
      resources: z.array(
        z.object({
          title: z.string(),
          resource_type: z.string(),
          external_link: z.string().nullable(),
          file: z.string().nullable().describe('Under files/ in this ZIP'),
          created_at: instant,
        }),
      ),
    })
    .nullable(),
});

export const messagesExportSchema = file({
  conversations: z.array(z.object({ id: z.number(), kind: z.string(), with: z.array(person), archived: z.boolean(), created_at: instant })),
  messages_sent: z.array(
    z.object({
      id: z.number(),
      conversation_id: z.number(),
      message_type: z.string(),
      message: z.string(),
      content: anyJson,
      created_at: instant,
    }),
  ),
  requests: z.array(
    z.object({
      direction: z.enum(['sent', 'received']),
      other: person,
      user_type: z.string(),
      request_status: z.string(),
      created_at: instant,
    }),
  ),
  blocked: z.array(z.object({ person, created_at: instant })),
});

export const communityExportSchema = file({
  agreement: z
    .object({
      display_name: z.string(),
      age: z.number(),
      is_married: z.boolean(),
      needs_accountability: z.boolean(),
      is_anonymous: z.boolean(),
      accepted_at: instant,
    })
    .nullable(),
  member_status: z.object({ status: z.string(), requested_at: instant, decided_at: instantOrNull }).nullable(),
  threads: z.array(
    z.object({
      id: z.number(),
      topic: z.string(),
      title: z.string(),
      content: z.string(),
      short_description: z.string(),
      is_anonymous: z.boolean(),
      is_struggling: z.boolean(),
      content_warning: z.string().nullable(),
      created_at: instant,
    }),
  ),
  replies: z.array(
    z.object({
      id: z.number(),
      thread_id: z.number(),
      reply_text: z.string(),
      is_anonymous: z.boolean(),
      is_struggling: z.boolean(),
      is_hidden: z.boolean(),
      created_at: instant,
    }),
  ),
  reactions: z.array(z.object({ reply_id: z.number(), reaction_type: z.string(), created_at: instant })),
  reports_made: z.array(
    z.object({ kind: z.enum(['reply', 'member']), reason: z.string(), resolution: z.string().nullable(), created_at: instant }),
  ),
  muted: z.array(z.object({ person, created_at: instant })),
  watching: z.array(z.object({ entity_type: z.string(), entity_id: z.number(), created_at: instant })),
  threads_viewed: z.array(z.object({ thread_id: z.number(), day })),
});

export const notificationsExportSchema = file({
  notifications: z.array(z.object({ title: z.string(), message: z.string(), meta: anyJson, read_at: instantOrNull, created_at: instant })),
});

export const accessLogExportSchema = file({
  access_log: z
    .array(
      z.object({
        viewer: person,
        kind: z.string(),
        via: z.string(),
        record_id: z.number().nullable(),
        range_start: day.nullable(),
        range_end: day.nullable(),
        created_at: instant,
      }),
    )
    .describe('Who viewed the member’s data, and what'),
});

export const consentsExportSchema = file({
  partners: z.array(z.object({ partner: person, sharing: sharingKinds, updated_at: instant })),
  groups: z.array(z.object({ group: z.string(), is_sharing_data: z.boolean(), updated_at: instant })),
  coaches: z.array(z.object({ coach: person, sharing: sharingKinds, request_status: z.string(), updated_at: instant })),
  community_agreement_accepted_at: instantOrNull,
  history: z
    .array(z.object({ what: z.string(), at: instant }))
    .describe('Each consent’s changes as far as they are stored: when it was given, answered and last changed'),
});

export type ConsentsExport = z.output<typeof consentsExportSchema>;

/** Every JSON file of an export by its name in the ZIP. */
export const privacyExportSchema = file({
  discreet_mode: z.boolean().describe('Neutral mails, pushes and tab title (on unless turned off)'),
  updated_at: instantOrNull,
});

export const exportFileSchemas = {
  'profile.json': profileExportSchema,
  'sessions.json': sessionsExportSchema,
  'devices.json': devicesExportSchema,
  'check-ins.json': checkInsExportSchema,
  'crash-reports.json': crashReportsExportSchema,
  'weekly-answers.json': weeklyAnswersExportSchema,
  'courses.json': coursesExportSchema,
  'partners.json': partnersExportSchema,
  'groups.json': groupsExportSchema,
  'premium-groups.json': premiumGroupsExportSchema,
  'coaching.json': coachingExportSchema,
  'messages.json': messagesExportSchema,
  'community.json': communityExportSchema,
  'notifications.json': notificationsExportSchema,
  'privacy.json': privacyExportSchema,
  'access-log.json': accessLogExportSchema,
  'consents.json': consentsExportSchema,
} as const;
export type ExportFileName = keyof typeof exportFileSchemas;
