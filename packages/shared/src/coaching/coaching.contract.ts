import { z } from 'zod';
import { pagedSchema, pageQuerySchemaOf } from '../common';
import { personSummarySchema, sharingSchema } from '../accountability/accountability.contract';
import { triggerAnswerSchema } from '../check-ins/check-ins.contract';
import { idParamSchema, requiredEmail, requiredText, validationMessages as m } from '../validation';
import {
  CASELOAD_REASONS,
  COACH_LINK_MAX,
  COACH_NOTE_MAX,
  COACH_REQUEST_STATUSES,
  COACH_RESOURCE_TITLE_MAX,
  COACH_RESOURCE_TYPES,
  COACHING_PAGE_SIZE,
  HABIT_TRENDS,
  SUBSCRIPTION_STATUSES,
} from './coaching.constants';
import { coachingTexts } from './coaching.texts';

/**
 * The coaching contract (spec 3 section 3's coach entities, section 7's calls). Field names are the
 * spec's (snake_case) so the original client's payloads keep working.
 */

// ---------- coaches ----------

/** POST admin/coaches: an ff_admin invites a coach by e-mail. */
export const inviteCoachInputSchema = z.object({
  email: requiredEmail(),
  meeting_url: z.url({ error: m.invalid }).max(COACH_LINK_MAX).nullish(),
});
export type InviteCoachInput = z.output<typeof inviteCoachInputSchema>;
export type InviteCoachBody = z.input<typeof inviteCoachInputSchema>;

/** A coach as an ff_admin lists them. */
export const adminCoachSchema = z.object({
  id: z.number(),
  email: z.string(),
  user_id: z.number().nullable(),
  request_status: z.enum(COACH_REQUEST_STATUSES),
  is_billing_setup_complete: z.boolean(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  accepted_clients: z.number(),
  created_at: z.string(),
});
export type AdminCoach = z.output<typeof adminCoachSchema>;

/** Spec 3 "Coach": GET coach (the caller's own coach record). `users` is the client list (GET coach/users has them in full). */
export const coachDetailSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  user: personSummarySchema,
  is_billing_setup_complete: z.boolean(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  meeting_url: z.string().nullable(),
  request_status: z.enum(COACH_REQUEST_STATUSES),
  /** When the trial ends (the first charge), ISO; null before the first client is invited. */
  trial_end: z.string().nullable(),
  users: z.array(z.object({ id: z.number(), request_status: z.enum(COACH_REQUEST_STATUSES) })),
});
export type CoachDetail = z.output<typeof coachDetailSchema>;

/** PATCH coach/invitation/complete: the setup intent that saved the card. */
export const completeInvitationInputSchema = z.object({ setup_intent_id: requiredText({ max: 255 }) });
export type CompleteInvitationInput = z.output<typeof completeInvitationInputSchema>;

// ---------- clients ----------

/** POST coach/users: invite a client by e-mail (spec 3 section 5: required, valid, 2–255). */
export const inviteClientInputSchema = z.object({ email: requiredEmail() });
export type InviteClientInput = z.output<typeof inviteClientInputSchema>;
export type InviteClientBody = z.input<typeof inviteClientInputSchema>;

export const habitResultSchema = z.object({
  /** Sum of the latest submission's answers. */
  value: z.number(),
  /** The most it could be (questions × the scale). */
  total: z.number(),
  total_questions: z.number(),
  /** The spec's average on a scale of 3. */
  average: z.number(),
  /** Holdfast's forgiving score, 0–100: decays on missed days rather than resetting. */
  score: z.number(),
  trend: z.enum(HABIT_TRENDS),
  submitted_on: z.string().nullable(),
});
export type HabitResult = z.output<typeof habitResultSchema>;

/** Spec 3 "Coach user (client)": one row of GET coach/users, as the coach sees it. */
export const coachClientSchema = z.object({
  id: z.number(),
  coach_id: z.number(),
  user_id: z.number().nullable(),
  /** The person once they have an account (name and avatar only after they accept), else the address. */
  user: personSummarySchema,
  request_status: z.enum(COACH_REQUEST_STATUSES),
  /** What the client lets the coach see (accepted clients only; null otherwise). */
  sharing: sharingSchema.nullable(),
  latest_checkin: z.object({ checkin_on: z.string(), offset: z.number().nullable() }).nullable(),
  latest_triggers: z.object({ system_trigger_action_id: z.number().nullable(), created_at: z.string() }).nullable(),
  user_courses: z.array(z.object({ course_id: z.number(), title: z.string(), percent: z.number() })),
  habit_metric_calculation: habitResultSchema.nullable(),
  streaks: z.object({ purity_streak: z.number(), checkin_streak: z.number(), coach_user_id: z.number() }).nullable(),
  unread_count: z.number(),
  /** Why the client needs attention, most urgent first (the caseload ranked by need). */
  needs: z.array(z.enum(CASELOAD_REASONS)),
  invited_at: z.string(),
});
export type CoachClient = z.output<typeof coachClientSchema>;

export const listClientsQuerySchema = z.object({ order: z.enum(['status', 'need']).default('status') });
export type ListClientsQuery = z.output<typeof listClientsQuerySchema>;

/** Spec 3 "Coach client": GET coach/client, the client's own coach link. */
export const coachClientViewSchema = z.object({
  id: z.number(),
  coach_id: z.number(),
  request_status: z.enum(COACH_REQUEST_STATUSES),
  sharing: sharingSchema,
  coach: z.object({
    id: z.number(),
    user: personSummarySchema,
    meeting_url: z.string().nullable(),
    subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    /** Whether the coaching centre is open (the coach's subscription is active or trialing). */
    is_open: z.boolean(),
  }),
});
export type CoachClientView = z.output<typeof coachClientViewSchema>;

/** POST coach/client/invitation/accept: the client answers (`status` accepted or rejected), with the switches when accepting. */
export const answerCoachInvitationInputSchema = z.object({
  coach_user_id: idParamSchema,
  status: z.enum(['accepted', 'rejected'], { error: m.invalid }).default('accepted'),
  sharing: sharingSchema.partial().optional(),
});
export type AnswerCoachInvitationInput = z.output<typeof answerCoachInvitationInputSchema>;
export type AnswerCoachInvitationBody = z.input<typeof answerCoachInvitationInputSchema>;

// ---------- resources ----------

export const coachResourceSchema = z.object({
  id: z.number(),
  title: z.string(),
  resource_type: z.enum(COACH_RESOURCE_TYPES),
  external_link: z.string().nullable(),
  /** A signed link made for the viewer (an hour); null for an external link. */
  file_url: z.string().nullable(),
  created_at: z.string(),
});
export type CoachResource = z.output<typeof coachResourceSchema>;

/** The text fields of POST coach/resources (multipart; the file is read separately). */
export const createCoachResourceFieldsSchema = z.object({
  title: requiredText({ max: COACH_RESOURCE_TITLE_MAX, required: coachingTexts.titleRequired }),
  resource_type: z.enum(COACH_RESOURCE_TYPES, { error: m.invalid }),
  // A web address only: the link is shown as an <a href>, where javascript: or data: would run.
  external_link: z
    .url({ protocol: /^https?$/, error: m.invalid })
    .max(COACH_LINK_MAX)
    .nullish(),
});
export type CreateCoachResourceFields = z.output<typeof createCoachResourceFieldsSchema>;

export const coachingPageQuerySchema = pageQuerySchemaOf(COACHING_PAGE_SIZE);
export const coachResourcePageSchema = pagedSchema(coachResourceSchema);
/** POST coach/resources: 'Successfully uploaded on the server.' or 'Successfully save external link.', and the resource. */
export const coachResourceSavedSchema = z.object({ message: z.string(), item: coachResourceSchema });
export type CoachResourceSaved = z.output<typeof coachResourceSavedSchema>;

// ---------- notes ----------

export const coachNoteSchema = z.object({ id: z.number(), coach_user_id: z.number(), note: z.string(), created_at: z.string() });
export type CoachNote = z.output<typeof coachNoteSchema>;
export const coachNotePageSchema = pagedSchema(coachNoteSchema);
export const createCoachNoteInputSchema = z.object({ note: requiredText({ max: COACH_NOTE_MAX }) });
export type CreateCoachNoteInput = z.output<typeof createCoachNoteInputSchema>;

// ---------- habit tracker ----------

/** POST coach/client/habit-metrics: one answer per question; an empty answer is sent as null (spec 3 section 5). */
export const habitAnswersInputSchema = z.object({
  answers: z
    .array(z.object({ question_id: idParamSchema, answer: z.string().max(1000).nullable() }), { error: m.required })
    .min(1, m.required)
    .max(100),
});
export type HabitAnswersInput = z.output<typeof habitAnswersInputSchema>;

export const clientHabitResultSchema = z.object({
  coach_user_id: z.number(),
  user: personSummarySchema,
  result: habitResultSchema.nullable(),
});
export type ClientHabitResult = z.output<typeof clientHabitResultSchema>;

// ---------- billing ----------

export const setupIntentResponseSchema = z.object({
  client_secret: z.string(),
  setup_intent_id: z.string(),
  provider: z.enum(['stripe', 'dev']),
  publishable_key: z.string().nullable(),
});
export type SetupIntentResponse = z.output<typeof setupIntentResponseSchema>;

/** Spec 3 "Billing info". */
export const subscriptionDetailSchema = z.object({
  payment_method: z
    .object({
      card: z.object({ brand: z.string().nullable(), last4: z.string(), exp_month: z.number(), exp_year: z.number() }),
      billing_details: z.object({
        name: z.string().nullable(),
        address: z.object({
          line1: z.string().nullable(),
          line2: z.string().nullable(),
          city: z.string().nullable(),
          postal_code: z.string().nullable(),
          state: z.string().nullable(),
          country: z.string().nullable(),
        }),
      }),
    })
    .nullable(),
  subscription: z
    .object({
      status: z.enum(SUBSCRIPTION_STATUSES),
      quantity: z.number(),
      current_period_end: z.string().nullable(),
      trial_end: z.string().nullable(),
      upcoming_invoice: z.object({ amount_due: z.number(), currency: z.string(), next_payment_attempt: z.string().nullable() }).nullable(),
    })
    .nullable(),
});
export type SubscriptionDetail = z.output<typeof subscriptionDetailSchema>;

export const billingPreviewQuerySchema = z.object({ clients: z.coerce.number({ error: m.invalid }).int().min(0).max(10_000) });
export const billingPreviewSchema = z.object({
  clients_now: z.number(),
  total_now: z.number(),
  clients_after: z.number(),
  total_after: z.number(),
  currency: z.string(),
});
export type BillingPreview = z.output<typeof billingPreviewSchema>;

/** PATCH coach/billing-info/card: the setup intent that saved the new card. */
export const updateCardInputSchema = z.object({ setup_intent_id: requiredText({ max: 255 }) });
export type UpdateCardInput = z.output<typeof updateCardInputSchema>;

// ---------- the client's own page ----------

/** GET coach/client/system-triggers/latest: my latest crash report (its answers), or null before the first. */
export const clientLatestTriggerSchema = z.object({ item: triggerAnswerSchema.nullable() });
export type ClientLatestTrigger = z.output<typeof clientLatestTriggerSchema>;
