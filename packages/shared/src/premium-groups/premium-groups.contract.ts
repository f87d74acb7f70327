import { z } from 'zod';
import { pagedSchema, pageQuerySchemaOf } from '../common';
import { personSummarySchema } from '../accountability/accountability.contract';
import { MEETING_DAYS, MEMBER_PREMIUM_STATUSES, PREMIUM_GROUP_STATUSES, GROUP_GENDERS } from '../groups/groups.constants';
import { idParamSchema, isBlank, optionalText, requiredEmail, requiredText, strongPassword, validationMessages as m } from '../validation';
import { bodyIdSchema } from '../validation/input';
import {
  ANSWER_MAX,
  APPLICANT_AGE_MAX,
  APPLICANT_AGE_MIN,
  APPLICANT_GENDERS,
  APPLICATION_STATUSES,
  GROUP_TIME_OPTIONS,
  LEAVE_CHARGE_STATUSES,
  LEAVE_REASONS,
  PREMIUM_APPLICATIONS_PAGE_SIZE,
  PREMIUM_PAYMENT_KINDS,
  PREMIUM_PAYMENT_STATUSES,
  SHORT_ANSWER_MAX,
} from './premium-groups.constants';
import { premiumTexts as t } from './premium-groups.texts';

// ---------- the application's answers (spec 3, 5) ----------

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A required yes/no: true/false, or 'yes'/'no'/'true'/'false' from a form; missing -> 'The field is required'. */
const yesNo = () =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      if (isEmpty(v)) ctx.addIssue({ code: 'custom', message: m.required });
      else if (typeof v !== 'boolean' && !(typeof v === 'string' && ['yes', 'no', 'true', 'false'].includes(v.trim().toLowerCase())))
        ctx.addIssue({ code: 'custom', message: m.invalid });
    })
    .transform((v) => (typeof v === 'boolean' ? v : ['yes', 'true'].includes((v as string).trim().toLowerCase())));

/** A required agreement: it must be given (true); false or missing -> 'The field is required'. */
const agreement = () =>
  yesNo().superRefine((v, ctx) => {
    if (!v) ctx.addIssue({ code: 'custom', message: m.required });
  });

const answer = () => requiredText({ max: ANSWER_MAX });

const applicationFields = {
  name: requiredText({ min: 2, max: SHORT_ANSWER_MAX }),
  gender: z
    .unknown()
    .superRefine((v, ctx) => {
      if (isEmpty(v)) ctx.addIssue({ code: 'custom', message: m.required });
      else if (typeof v !== 'string' || !(APPLICANT_GENDERS as readonly string[]).includes(v.trim().toLowerCase()))
        ctx.addIssue({ code: 'custom', message: m.invalid });
    })
    .transform((v) => (v as string).trim().toLowerCase() as (typeof APPLICANT_GENDERS)[number]),
  is_married: yesNo(),
  in_ministry: yesNo(),
  /** Required only when in_ministry is true (checked below); null otherwise. */
  is_in_ministry_leader_group: z.unknown().optional(),
  timezone: requiredText({ max: SHORT_ANSWER_MAX }),
  hope_to_gain: answer(),
  will_add_to_group: answer(),
  relationship_with_god: answer(),
  reason_not_attend_weekly: answer(),
  /** Spec 3: a list of timings from the options of spec 9 (not required by spec 5; empty when none). */
  meeting_time: z
    .array(z.enum(GROUP_TIME_OPTIONS, { error: m.invalid }), { error: m.invalid })
    .max(GROUP_TIME_OPTIONS.length, m.invalid)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  other_day: optionalText({ max: ANSWER_MAX }),
  confidentiality_agreement: agreement(),
  daily_practice_commitment: agreement(),
  able_to_use_zoom: yesNo(),
  questions_regarding_payment: optionalText({ max: ANSWER_MAX }),
  /** The other spelling of questions_regarding_payment (spec 3). */
  questions_about_payment: optionalText({ max: ANSWER_MAX }),
  phone_number: requiredText({ min: 5, max: 40 }),
  email: requiredEmail(),
  /** The logged-in form's age (optional elsewhere). */
  age: z
    .union([z.number(), z.string()], { error: m.notNumber })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: m.wholeNumber });
        return z.NEVER;
      }
      if (n < APPLICANT_AGE_MIN) {
        ctx.addIssue({ code: 'custom', message: m.minValue(APPLICANT_AGE_MIN) });
        return z.NEVER;
      }
      if (n > APPLICANT_AGE_MAX) {
        ctx.addIssue({ code: 'custom', message: m.maxValue(APPLICANT_AGE_MAX) });
        return z.NEVER;
      }
      return n;
    }),
};

function finishAnswers<
  T extends {
    in_ministry: boolean;
    is_in_ministry_leader_group?: unknown;
    questions_regarding_payment: string | null;
    questions_about_payment: string | null;
  },
>(v: T, ctx: z.RefinementCtx) {
  let leaderGroup: boolean | null = null;
  if (v.in_ministry) {
    const parsed = yesNo().safeParse(v.is_in_ministry_leader_group);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['is_in_ministry_leader_group'], message: parsed.error.issues[0]?.message ?? m.required });
      return z.NEVER;
    }
    leaderGroup = parsed.data;
  }
  const { questions_about_payment, ...rest } = v;
  return {
    ...rest,
    is_in_ministry_leader_group: leaderGroup,
    questions_regarding_payment: v.questions_regarding_payment ?? questions_about_payment,
  };
}

/**
 * The application form (spec 5, 'Application Details'): required are name, in_ministry, gender,
 * is_married, timezone, hope_to_gain, will_add_to_group, relationship_with_god,
 * reason_not_attend_weekly, confidentiality_agreement, daily_practice_commitment, able_to_use_zoom,
 * phone_number and email; is_in_ministry_leader_group only when in_ministry; other_day,
 * questions_regarding_payment (or questions_about_payment), meeting_time and age optional.
 * Holdfast's readings: the two agreements must be given (true); yes/no answers accept booleans or
 * 'yes'/'no'; meeting_time holds options of spec 9 only.
 * POST premium-groups/applications and premium-groups/requests (signed in).
 */
export const applicationInputSchema = z.object(applicationFields).transform(finishAnswers);
export type ApplicationInput = z.output<typeof applicationInputSchema>;
export type ApplicationBody = z.input<typeof applicationInputSchema>;
/** The answers as stored and answered (the form's fields after parsing). */
export type ApplicationAnswers = ApplicationInput;

/** POST premium-groups/applications/guest: the answers and guest_email (spec 7.4). */
export const guestApplicationInputSchema = z.object({ ...applicationFields, guest_email: requiredEmail() }).transform(finishAnswers);
export type GuestApplicationInput = z.output<typeof guestApplicationInputSchema>;
export type GuestApplicationBody = z.input<typeof guestApplicationInputSchema>;

/** Answers: {id, guest_email} (spec 7.4) and the toast text. The same whether or not the address has an account. */
export const guestApplicationResponseSchema = z.object({ id: z.number(), guest_email: z.string(), message: z.string() });
export type GuestApplicationResponse = z.output<typeof guestApplicationResponseSchema>;

/** POST premium-groups/applications/guest/resend-otp (spec 7.4: id, email). */
export const resendOtpInputSchema = z.object({ id: bodyIdSchema, email: requiredEmail() });
export type ResendOtpInput = z.output<typeof resendOtpInputSchema>;
export type ResendOtpBody = z.input<typeof resendOtpInputSchema>;

/** POST premium-groups/applications/guest/verify (spec 7.4: id, otp as a string of six digits). */
export const verifyOtpInputSchema = z.object({
  id: bodyIdSchema,
  otp: z
    .string({ error: m.required })
    .refine((v) => !isBlank(v), { message: m.required, abort: true })
    .refine((v) => /^\d{6}$/.test(v.trim()), t.otpFormat)
    .transform((v) => v.trim()),
});
export type VerifyOtpInput = z.output<typeof verifyOtpInputSchema>;
export type VerifyOtpBody = z.input<typeof verifyOtpInputSchema>;

/**
 * POST premium-groups/applications/register (spec 2.5: user_username, user_email, user_password;
 * the page also reads user_name): a new account and the application in one step. Either
 * `application` (the answers) or `application_id` (a guest application of this same e-mail whose
 * code was not confirmed yet: the new account takes it over) is required.
 */
export const registerApplicationInputSchema = z
  .object({
    user_username: requiredText({ min: 2, max: 255 }),
    user_email: requiredEmail(),
    user_password: strongPassword(),
    user_name: optionalText({ max: SHORT_ANSWER_MAX }),
    recaptcha: z.string().max(4096).nullish(),
    application_id: bodyIdSchema.optional(),
    application: z.unknown().optional(),
  })
  .transform((v, ctx) => {
    if (v.application_id !== undefined) return { ...v, application_id: v.application_id as number, application: null };
    const parsed = applicationInputSchema.safeParse(v.application ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['application', ...issue.path.map(String)], message: issue.message });
      return z.NEVER;
    }
    return { ...v, application_id: null, application: parsed.data };
  });
export type RegisterApplicationInput = z.output<typeof registerApplicationInputSchema>;
export type RegisterApplicationBody = z.input<typeof registerApplicationInputSchema>;
/**
 * The answer of POST premium-groups/applications/register: only the text, the same whether or not the
 * address already had an account (Holdfast's, as sign-up): no token and no application; the new
 * account signs in once its address is verified, and an existing account's owner is mailed a code.
 */
export const registerApplicationResponseSchema = z.object({ message: z.string() });
export type RegisterApplicationResponse = z.output<typeof registerApplicationResponseSchema>;

// ---------- applications as answered ----------

export const premiumApplicationSchema = z.object({
  id: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  /** Spec 3 pipeline label ('In Group Selection', 'In Leader Review', 'Payment Pending', 'Completed' …). */
  status_label: z.string(),
  /** The applicant's account (null for a guest). */
  user_id: z.number().nullable(),
  applicant: personSummarySchema.nullable(),
  guest_email: z.string().nullable(),
  /** A guest's e-mail code confirmed (always true for an account's application). */
  is_verified: z.boolean(),
  /** Where it was placed (null while in group selection). */
  group_id: z.number().nullable(),
  group_name: z.string().nullable(),
  member_id: z.number().nullable(),
  member_status: z.enum(MEMBER_PREMIUM_STATUSES).nullable(),
  answers: z.object({
    name: z.string(),
    gender: z.enum(APPLICANT_GENDERS),
    is_married: z.boolean(),
    in_ministry: z.boolean(),
    is_in_ministry_leader_group: z.boolean().nullable(),
    timezone: z.string(),
    hope_to_gain: z.string(),
    will_add_to_group: z.string(),
    relationship_with_god: z.string(),
    reason_not_attend_weekly: z.string(),
    meeting_time: z.array(z.string()),
    other_day: z.string().nullable(),
    confidentiality_agreement: z.boolean(),
    daily_practice_commitment: z.boolean(),
    able_to_use_zoom: z.boolean(),
    questions_regarding_payment: z.string().nullable(),
    phone_number: z.string(),
    email: z.string(),
    age: z.number().nullable(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PremiumApplication = z.output<typeof premiumApplicationSchema>;

/** POST premium-groups/applications | requests | register, guest/verify: the toast text and the application. */
export const applicationWriteResponseSchema = z.object({ message: z.string(), item: premiumApplicationSchema });
export type ApplicationWriteResponse = z.output<typeof applicationWriteResponseSchema>;

// ---------- admin: group selection ----------

/** GET admin/premium-applications?status=&page=&perPage= (ff_admin, upgrade_admin). Default: group-selection-pending. */
export const listApplicationsQuerySchema = pageQuerySchemaOf(PREMIUM_APPLICATIONS_PAGE_SIZE).extend({
  status: z.enum([...APPLICATION_STATUSES, 'all'], { error: m.invalid }).default('group-selection-pending'),
});
export type ListApplicationsQuery = z.output<typeof listApplicationsQuerySchema>;
export const premiumApplicationPageSchema = pagedSchema(premiumApplicationSchema);
export type PremiumApplicationPage = z.output<typeof premiumApplicationPageSchema>;

export const applicationParamsSchema = z.object({ id: idParamSchema });
export type ApplicationParams = z.output<typeof applicationParamsSchema>;

/** GET admin/premium-applications/{id}/suggested-groups: fitting premium groups, best first. */
export const suggestedGroupSchema = z.object({
  group_id: z.number(),
  name: z.string(),
  score: z.number(),
  reasons: z.array(z.enum(['same_slot', 'same_day', 'other_day', 'filling_up'])),
  day: z.enum(MEETING_DAYS),
  meeting_time: z.string(),
  projected_start_date: z.string(),
  gender: z.enum(GROUP_GENDERS),
  for_leaders: z.boolean(),
  seats_left: z.number(),
  premium_group_status: z.enum(PREMIUM_GROUP_STATUSES),
  owner: personSummarySchema,
});
export type SuggestedGroup = z.output<typeof suggestedGroupSchema>;
export const suggestedGroupsSchema = z.object({ application_id: z.number(), items: z.array(suggestedGroupSchema) });
export type SuggestedGroups = z.output<typeof suggestedGroupsSchema>;

/** POST admin/premium-applications/{id}/place: the group to place it in (any open premium group with a seat). */
export const placeApplicationInputSchema = z.object({ group_id: bodyIdSchema });
export type PlaceApplicationInput = z.output<typeof placeApplicationInputSchema>;
export type PlaceApplicationBody = z.input<typeof placeApplicationInputSchema>;

// ---------- the leader's pipeline ----------

export const applicantActionsSchema = z.object({
  mark_review: z.boolean(),
  accept: z.boolean(),
  reject: z.boolean(),
  resend_pre_payment: z.boolean(),
  resend_subscription: z.boolean(),
});
export type ApplicantActions = z.output<typeof applicantActionsSchema>;

export const premiumPaymentSchema = z.object({
  id: z.number(),
  kind: z.enum(PREMIUM_PAYMENT_KINDS),
  status: z.enum(PREMIUM_PAYMENT_STATUSES),
  amount: z.number(),
  provider: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type PremiumPayment = z.output<typeof premiumPaymentSchema>;

/**
 * GET groups/{id}/members/{memberId}/application (the applicant details modal): the member, every
 * answer, pre-payment 'Pending' or 'Completed', and what the leader may do now.
 */
export const applicantDetailsSchema = z.object({
  group_id: z.number(),
  member_id: z.number(),
  premium_group_status: z.enum(MEMBER_PREMIUM_STATUSES),
  /** Spec 3 label: New, In Review, Accepted, Completed, Subscription Created, Rejected. */
  status_label: z.string(),
  /** Spec 4.5: 'Pending' while accepted and unpaid, 'Completed' once pre-paid, null before acceptance or after rejection. */
  pre_payment: z.enum(['Pending', 'Completed']).nullable(),
  reason_to_reject: z.string().nullable(),
  application: premiumApplicationSchema,
  payments: z.array(premiumPaymentSchema),
  actions: applicantActionsSchema,
});
export type ApplicantDetails = z.output<typeof applicantDetailsSchema>;

/** PATCH …/application/mark-review | accept | mark-rejected: the toast text and the applicant now. */
export const applicantWriteResponseSchema = z.object({ message: z.string(), item: applicantDetailsSchema });
export type ApplicantWriteResponse = z.output<typeof applicantWriteResponseSchema>;

/** PATCH …/application/mark-rejected (spec 5: reason_to_reject required, 'Reason is required to reject'). */
export const rejectApplicantInputSchema = z.object({ reason_to_reject: requiredText({ required: t.reasonRequired, max: ANSWER_MAX }) });
export type RejectApplicantInput = z.output<typeof rejectApplicantInputSchema>;
export type RejectApplicantBody = z.input<typeof rejectApplicantInputSchema>;

/** PATCH premium-groups/start and premium-groups/mark-completed (spec 7.3: the group id). */
export const premiumGroupActionInputSchema = z.object({ group_id: bodyIdSchema });
export type PremiumGroupActionInput = z.output<typeof premiumGroupActionInputSchema>;
export type PremiumGroupActionBody = z.input<typeof premiumGroupActionInputSchema>;

export const premiumGroupActionResponseSchema = z.object({
  message: z.string(),
  group_id: z.number(),
  premium_group_status: z.enum(PREMIUM_GROUP_STATUSES),
  /** Start: the member rows removed because they had not pre-paid. */
  removed_member_ids: z.array(z.number()),
});
export type PremiumGroupActionResponse = z.output<typeof premiumGroupActionResponseSchema>;

// ---------- the member's payments ----------

export const premiumMemberParamsSchema = z.object({ memberId: idParamSchema });
export type PremiumMemberParams = z.output<typeof premiumMemberParamsSchema>;

/**
 * GET premium-groups/members/{memberId}/payment: my own premium membership and what is due
 * (the page the pre-payment and subscription mails link to).
 */
export const memberPaymentStatusSchema = z.object({
  member_id: z.number(),
  group_id: z.number(),
  group_name: z.string(),
  premium_group_status: z.enum(MEMBER_PREMIUM_STATUSES),
  group_status: z.enum(PREMIUM_GROUP_STATUSES),
  /** What is due now: the pre-payment (accepted), the subscription (pre-paid, group started), or nothing. */
  due: z.enum(['pre-payment', 'subscription']).nullable(),
  amount: z.number(),
  /** Monthly price in cents and the months the subscription runs. */
  monthly_amount: z.number(),
  subscription_months: z.number(),
  provider: z.enum(['stripe', 'dev']),
  payments: z.array(premiumPaymentSchema),
});
export type MemberPaymentStatus = z.output<typeof memberPaymentStatusSchema>;

/** POST premium-groups/members/{memberId}/pre-payment/setup-intent (and …/subscription/setup-intent). */
export const premiumSetupIntentSchema = z.object({
  setup_intent_id: z.string(),
  client_secret: z.string(),
  amount: z.number(),
  provider: z.enum(['stripe', 'dev']),
});
export type PremiumSetupIntent = z.output<typeof premiumSetupIntentSchema>;

/** POST premium-groups/members/{memberId}/pre-payment/confirm (and …/subscription/confirm): the intent the card confirmed. */
export const confirmPremiumPaymentInputSchema = z.object({
  setup_intent_id: requiredText({ max: 255 }),
});
export type ConfirmPremiumPaymentInput = z.output<typeof confirmPremiumPaymentInputSchema>;
export type ConfirmPremiumPaymentBody = z.input<typeof confirmPremiumPaymentInputSchema>;
export const confirmPremiumPaymentResponseSchema = z.object({ message: z.string(), item: memberPaymentStatusSchema });
export type ConfirmPremiumPaymentResponse = z.output<typeof confirmPremiumPaymentResponseSchema>;

// ---------- leave charges ----------

export const leaveChargeSchema = z.object({
  id: z.number(),
  group_id: z.number(),
  group_name: z.string(),
  user_id: z.number(),
  /** The person charged (the admins' list names them). */
  person: personSummarySchema,
  reason: z.enum(LEAVE_REASONS),
  amount: z.number(),
  payments_made: z.number(),
  status: z.enum(LEAVE_CHARGE_STATUSES),
  created_at: z.string(),
  waived_at: z.string().nullable(),
});
export type LeaveCharge = z.output<typeof leaveChargeSchema>;
/** GET admin/premium-leave-charges (paged). POST admin/premium-leave-charges/{id}/waive ({message, item}). */
export const leaveChargePageSchema = pagedSchema(leaveChargeSchema);
export type LeaveChargePage = z.output<typeof leaveChargePageSchema>;
export const leaveChargeWriteResponseSchema = z.object({ message: z.string(), item: leaveChargeSchema });
export type LeaveChargeWriteResponse = z.output<typeof leaveChargeWriteResponseSchema>;
