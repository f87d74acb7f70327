/**
 * Numbers and names the premium groups area fixes (spec 2 sections 3, 4.5, 9). Where the
 * spec is silent the value is Holdfast's, and docs/areas/premium-groups.md says so.
 */
import { PREMIUM_MAX_MEMBERS, PREMIUM_MIN_MEMBERS, type MemberPremiumStatus } from '../groups/groups.constants';

export { PREMIUM_MAX_MEMBERS, PREMIUM_MIN_MEMBERS };

/** Spec 9: $119 per month, 7 months in all (the pre-payment is the first; a subscription pays the other 6). */
export const PREMIUM_MONTHLY_PRICE_CENTS = 11_900;
export const PREMIUM_TOTAL_MONTHS = 7;
export const PREMIUM_SUBSCRIPTION_MONTHS = PREMIUM_TOTAL_MONTHS - 1;
/** Spec 9: leaving or being removed after the start costs 50% of the remaining payments. */
export const PREMIUM_LEAVE_CHARGE_RATE = 0.5;
/** Spec 9: optional $50 per 1-1 session (shown in the price text only). */
export const PREMIUM_ONE_ON_ONE_CENTS = 5_000;

/** Guest OTP (spec 5, 9): 6 digits, 10 minutes, 5 wrong tries per code. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
/** Holdfast's: codes one application may be sent an hour (the first included), and per address an hour. */
export const OTP_SENDS_PER_HOUR = 5;
export const OTP_SENDS_PER_ADDRESS_PER_HOUR = 10;
/** Holdfast's: guest applications one address may start an hour (per-address limit). */
export const GUEST_APPLICATIONS_PER_HOUR = 10;
/** Holdfast's: resends of the pre-payment or subscription mail to one member an hour. */
export const PREMIUM_MAIL_RESENDS_PER_HOUR = 3;

/** Spec 9: the group time options of the application, as given. */
export const GROUP_TIME_OPTIONS = [
  'M-11-12:30PM(CST)',
  'T-6:00-7:30AM(CST)',
  'T-7:30-9:00PM(CST)',
  'W-7:00-8:30PM(CST)',
  'Not available at any of these times.',
] as const;
export type GroupTimeOption = (typeof GROUP_TIME_OPTIONS)[number];
export const NOT_AVAILABLE_OPTION: GroupTimeOption = 'Not available at any of these times.';

/**
 * Each time option as a premium group's settings say it (day, 24-hour start, Central time): the
 * matching compares these with a group's day and meeting_time (groups are read as Central time,
 * like the options).
 */
export const GROUP_TIME_SLOTS: Record<
  Exclude<GroupTimeOption, typeof NOT_AVAILABLE_OPTION>,
  { day: 'monday' | 'tuesday' | 'wednesday'; start: string }
> = {
  'M-11-12:30PM(CST)': { day: 'monday', start: '11:00' },
  'T-6:00-7:30AM(CST)': { day: 'tuesday', start: '06:00' },
  'T-7:30-9:00PM(CST)': { day: 'tuesday', start: '19:30' },
  'W-7:00-8:30PM(CST)': { day: 'wednesday', start: '19:00' },
};

/** Spec 3 genders of the application (the groups' genders). */
export const APPLICANT_GENDERS = ['male', 'female'] as const;
export type ApplicantGender = (typeof APPLICANT_GENDERS)[number];

/**
 * Where an application stands (spec 3 pipeline labels). `otp-pending` is Holdfast's: a guest
 * application whose e-mail code is not yet confirmed (admins do not see it in group selection).
 * Once placed in a group the member row's status drives it:
 * applied/in-review -> leader-review-pending, accepted -> pending-pre-payment,
 * pre-payment-completed/subscription-created -> on-boarding-complete, rejected -> rejected.
 */
export const APPLICATION_STATUSES = [
  'otp-pending',
  'group-selection-pending',
  'leader-review-pending',
  'pending-pre-payment',
  'on-boarding-complete',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/**
 * Where an application is over: rejected, or on-boarding complete (the person holds their seat).
 * Every other status is open, and a person has one open application at a time (docs/areas/premium-groups.md).
 */
export const CLOSED_APPLICATION_STATUSES = ['rejected', 'on-boarding-complete'] as const satisfies readonly ApplicationStatus[];

/** The leader's pipeline actions (spec 4.5) and the payments that move a member. */
export const PIPELINE_ACTIONS = ['mark-review', 'accept', 'reject', 'pre-payment', 'subscribe'] as const;
export type PipelineAction = (typeof PIPELINE_ACTIONS)[number];

export type { MemberPremiumStatus };

/** What a member has paid toward the program (Holdfast's record kinds). */
export const PREMIUM_PAYMENT_KINDS = ['pre-payment', 'subscription'] as const;
export type PremiumPaymentKind = (typeof PREMIUM_PAYMENT_KINDS)[number];
export const PREMIUM_PAYMENT_STATUSES = ['pending', 'completed', 'refunded', 'canceled'] as const;
export type PremiumPaymentStatus = (typeof PREMIUM_PAYMENT_STATUSES)[number];

/** A leave charge (spec 9): charged through the provider, or waived by an admin. */
export const LEAVE_CHARGE_STATUSES = ['charged', 'failed', 'waived'] as const;
export type LeaveChargeStatus = (typeof LEAVE_CHARGE_STATUSES)[number];
export const LEAVE_REASONS = ['left', 'removed'] as const;
export type LeaveReason = (typeof LEAVE_REASONS)[number];

/** App roles that place applications. */
export const PREMIUM_ADMIN_ROLES = ['ff_admin', 'upgrade_admin'] as const;

export const PREMIUM_APPLICATIONS_PAGE_SIZE = 15;
/** Free-text answers: at most this many characters (Holdfast's). */
export const ANSWER_MAX = 5_000;
export const SHORT_ANSWER_MAX = 255;
export const APPLICANT_AGE_MIN = 18;
export const APPLICANT_AGE_MAX = 120;
