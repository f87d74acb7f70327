import { z } from 'zod';
import { pagedSchema, pageQuerySchemaOf } from '../common';
import { requiredText, validationMessages as m } from '../validation';

/** A search page of people in the console. */
export const ADMIN_PEOPLE_PAGE_SIZE = 20;
/** A reason an admin gives (suspension, erasure on request): long enough to mean something, short enough to read. */
export const ADMIN_REASON_MIN = 5;
export const ADMIN_REASON_MAX = 500;

const reasonText = () => requiredText({ min: ADMIN_REASON_MIN, max: ADMIN_REASON_MAX });

// ---------- requests ----------

/** GET admin/people?q=&page=: `q` matches a name, an e-mail or username (any part, any case), or an exact numeric id. */
export const adminPeopleQuerySchema = pageQuerySchemaOf(ADMIN_PEOPLE_PAGE_SIZE).extend({
  q: z
    .string({ error: m.invalid })
    .max(255, m.maxLength(255))
    .optional()
    .transform((v) => v?.trim() || undefined),
});
export type AdminPeopleQuery = z.output<typeof adminPeopleQuerySchema>;
export type AdminPeopleQueryBody = z.input<typeof adminPeopleQuerySchema>;

const flag = () => z.boolean({ error: m.invalid }).optional();

/** PATCH admin/people/{id}/flags: the profile flags a person asked support to fix (at least one). */
export const personFlagsInputSchema = z
  .object({ is_leader: flag(), is_student: flag(), is_married: flag() })
  .strict()
  .refine((v) => v.is_leader !== undefined || v.is_student !== undefined || v.is_married !== undefined, {
    message: 'Nothing to change: send at least one field.',
  });
export type PersonFlagsInput = z.output<typeof personFlagsInputSchema>;

/** POST admin/users/{id}/suspend (optional body): why, written to the audit log (the console always sends one). */
export const suspendInputSchema = z.object({ reason: reasonText().optional() }).nullish();
export type SuspendInput = z.output<typeof suspendInputSchema>;

/** A reason the console requires (its suspend dialog; the erasure). */
export const adminReasonInputSchema = z.object({ reason: reasonText() });
export type AdminReasonBody = z.input<typeof adminReasonInputSchema>;

/** POST admin/people/{id}/erase: the person asked for their data to be erased; the reason is kept in the audit log. */
export const eraseOnRequestInputSchema = z.object({ reason: reasonText() });
export type EraseOnRequestInput = z.output<typeof eraseOnRequestInputSchema>;
export type EraseOnRequestBody = z.input<typeof eraseOnRequestInputSchema>;

// ---------- responses ----------

/** One person in the search list: who they are and their account state (never content). */
export const adminPersonSummarySchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
  roles: z.array(z.string()),
  verified: z.boolean(),
  suspended: z.boolean(),
  created_at: z.string(),
});
export type AdminPersonSummary = z.output<typeof adminPersonSummarySchema>;
export const adminPersonPageSchema = pagedSchema(adminPersonSummarySchema);
export type AdminPersonPage = z.output<typeof adminPersonPageSchema>;

/** The account's state: what `support` sees (verification, suspension, roles, sessions). */
export const adminAccountStateSchema = z.object({
  verified_on: z.string().nullable(),
  suspended_at: z.string().nullable(),
  configuration_complete: z.boolean(),
  /** Sessions that are neither revoked nor expired. */
  active_sessions: z.number(),
  last_seen_at: z.string().nullable(),
});

const profileSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  gender: z.string().nullable(),
  is_leader: z.boolean(),
  is_student: z.boolean(),
  is_married: z.boolean(),
});

export const adminPersonGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  group_type: z.string(),
  role_type: z.string(),
  request_status: z.string(),
});

export const adminCoachLinkSchema = z.object({
  /** `coach`: this person is the coach (clients counted); `client`: coached by `coach_name`. */
  kind: z.enum(['coach', 'client']),
  request_status: z.string(),
  coach_name: z.string().nullable(),
  accepted_clients: z.number().nullable(),
  subscription_status: z.string().nullable(),
});

export const adminCoursePaymentSchema = z.object({
  id: z.number(),
  course_name: z.string(),
  amount: z.number(),
  medium: z.string(),
  status: z.string(),
  created_at: z.string(),
});

export const adminPremiumPaymentSchema = z.object({
  id: z.number(),
  group_name: z.string(),
  kind: z.string(),
  amount: z.number(),
  status: z.string(),
  created_at: z.string(),
});

/** What only an ff_admin sees of a person (each read is written to the audit log as 'person.content_viewed'). */
export const adminPersonContentSchema = z.object({
  profile: profileSchema.nullable(),
  groups: z.array(adminPersonGroupSchema),
  partner_count: z.number(),
  coach_links: z.array(adminCoachLinkSchema),
  payments: z.object({ courses: z.array(adminCoursePaymentSchema), premium: z.array(adminPremiumPaymentSchema) }),
});
export type AdminPersonContent = z.output<typeof adminPersonContentSchema>;

/** GET admin/people/{id}: `content` only for an ff_admin (absent, not empty, for support). */
export const adminPersonSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
  created_at: z.string(),
  roles: z.array(z.string()),
  account: adminAccountStateSchema,
  content: adminPersonContentSchema.optional(),
});
export type AdminPerson = z.output<typeof adminPersonSchema>;

/** An action's answer on a person: its message and the person as the admin now sees them. */
export const adminPersonWriteSchema = z.object({ message: z.string(), person: adminPersonSchema });
export type AdminPersonWrite = z.output<typeof adminPersonWriteSchema>;

/**
 * GET admin/dashboard: counts only, never rows. Each count is its owning area's own function.
 * `pending_queue` is the review queue's count of open items (every source's); null for support, who
 * does not work the queue.
 */
export const adminDashboardSchema = z.object({
  new_members_week: z.number(),
  check_ins_today: z.number(),
  open_sos: z.number(),
  crash_reports_today: z.number(),
  pending_queue: z.number().nullable(),
});
export type AdminDashboard = z.output<typeof adminDashboardSchema>;
