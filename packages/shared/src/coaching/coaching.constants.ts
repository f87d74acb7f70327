/** Numbers and values spec 3 fixes for coaching (sections 3, 4, 7 and 9). */

/** Coach invitation and client request statuses (spec 3 section 4). */
export const COACH_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type CoachRequestStatus = (typeof COACH_REQUEST_STATUSES)[number];

/** Stripe's subscription statuses (spec 3 section 4). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses that open the coaching centre: the spec names active; a trial (before the first charge) is Holdfast's reading. */
export const OPEN_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];
/** The statuses that ask the coach to update the card (a failed payment). */
export const FAILED_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['past_due', 'unpaid'];

export const COACH_RESOURCE_TYPES = ['image', 'pdf', 'document', 'external-link'] as const;
export type CoachResourceType = (typeof COACH_RESOURCE_TYPES)[number];

/** Coach resource upload maximum (spec 3 section 9). */
export const COACH_RESOURCE_MAX_BYTES = 8 * 1024 * 1024;
export const COACH_RESOURCE_TITLE_MAX = 255;
export const COACH_LINK_MAX = 2048;
/** The files each type accepts (spec 3 section 5), by MIME type read from the file's bytes. */
export const COACH_RESOURCE_MIME: Record<Exclude<CoachResourceType, 'external-link'>, readonly string[]> = {
  image: ['image/webp', 'image/png', 'image/jpeg', 'image/gif', 'image/bmp'],
  pdf: ['application/pdf'],
  document: ['text/plain', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

/** Page size of notes and coach resources (spec 3 section 9). */
export const COACHING_PAGE_SIZE = 15;
export const COACH_NOTE_MAX = 5000;

/** Billing begins this many days after the first client is invited (spec 3 section 9). */
export const COACH_TRIAL_DAYS = 30;

/** Volume tiers (spec 3 section 9): every accepted client costs the tier the number of clients reaches, in cents a month. */
export const COACH_PRICE_TIERS = [
  { upTo: 4, unitCents: 1500 },
  { upTo: 9, unitCents: 1200 },
  { upTo: null, unitCents: 800 },
] as const;
export const COACH_PRICE_CURRENCY = 'usd';

/** Billing info fetch retries (spec 3 section 9). */
export const BILLING_RETRY_COUNT = 4;
export const BILLING_RETRY_DELAY_MS = 2000;

/** The coach dashboard's refresh (spec 3 section 9). */
export const COACH_REFRESH_MS = 15 * 60_000;

/** The habit tracker's average is shown on a scale of 3 (spec 3 section 7). */
export const HABIT_SCALE = 3;

/** The caseload's reasons a client needs attention, most urgent first (the leaders' triage rule plus the habit score). */
export const CASELOAD_REASONS = ['open_sos', 'recent_crash', 'faster_warning', 'no_check_in', 'habit_falling'] as const;
export type CaseloadReason = (typeof CASELOAD_REASONS)[number];

export const HABIT_TRENDS = ['improving', 'stable', 'declining'] as const;
export type HabitTrend = (typeof HABIT_TRENDS)[number];
