/** Enumerations of spec 2 sections 3 and 4 (courses and payment). Stored strings are the kebab-case spellings. */
export const COURSE_TYPES = ['standard', '30-day-challenge'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const PAID_TYPES = ['free', 'paid'] as const;
export type PaidType = (typeof PAID_TYPES)[number];

export const PROGRESS_STATUSES = ['not-started', 'in-progress', 'completed', 'completed-with-child-pending'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/** Item types the renderer knows; anything else is 'No Lesson Item type mapped to render component'. */
export const ITEM_TYPES = ['hosted-video', 'video', 'checkbox', 'checkboxes', 'info', '30-day-video', '30-day-info', 'pdf-viewer'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const CHECKBOX_ITEM_TYPES: readonly ItemType[] = ['checkbox', 'checkboxes'];
/** Item types whose file_key is a video served through a signed URL. */
export const VIDEO_ITEM_TYPES: readonly ItemType[] = ['hosted-video', 'video', '30-day-video'];

export const PANEL_TYPES = ['information', 'resources', 'panel-resources', 'form', 'child-items'] as const;
export type PanelType = (typeof PANEL_TYPES)[number];

export const RESOURCE_TYPES = ['external-link', 'file'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Who a lesson is for: the married and leader flags of the profile unlock the extra modules (spec 2 section 6). */
export const LESSON_AUDIENCES = ['everyone', 'married', 'leader'] as const;
export type LessonAudience = (typeof LESSON_AUDIENCES)[number];

export const STRIPE_PAYMENT_TYPES = ['one-time', 'monthly'] as const;
/** A monthly price is an instalment plan: this many months, then lifetime access (spec 2 section 9 guide text). */
export const MONTHLY_INSTALMENTS = 6;
export type StripePaymentType = (typeof STRIPE_PAYMENT_TYPES)[number];

/** payment_medium_type of a payment marking: the card provider, or a store. */
export const CARD_PAYMENT_MEDIUMS = ['stripe', 'dev-card'] as const;
export const STORE_PAYMENT_MEDIUMS = ['google-play', 'apple-pay'] as const;
export const PAYMENT_MEDIUMS = [...CARD_PAYMENT_MEDIUMS, ...STORE_PAYMENT_MEDIUMS] as const;
export type PaymentMedium = (typeof PAYMENT_MEDIUMS)[number];
export type StoreMedium = (typeof STORE_PAYMENT_MEDIUMS)[number];
/** A course granted by an admin (an approved scholarship) is recorded as paid with this medium; nobody pays with it. */
export const SCHOLARSHIP_MEDIUM = 'scholarship';
/** What a recorded payment's medium may be: a payment's, or a grant's. */
export const RECORDED_PAYMENT_MEDIUMS = [...PAYMENT_MEDIUMS, SCHOLARSHIP_MEDIUM] as const;
export type RecordedPaymentMedium = (typeof RECORDED_PAYMENT_MEDIUMS)[number];

export const PAYMENT_STATUSES = ['paid', 'paused', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SCHOLARSHIP_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const VIDEO_EVENTS = ['play', 'pause', 'end', 'seek'] as const;
export type VideoEvent = (typeof VIDEO_EVENTS)[number];

/** The `type` segment of GET resources/signed/{item_id}/{type}/{file_key}. */
export const SIGNED_RESOURCE_TYPES = ['lesson-item-video', 'day-video', 'lesson-item-pdf', 'panel-resource'] as const;
export type SignedResourceType = (typeof SIGNED_RESOURCE_TYPES)[number];

/** Lifetime of a signed resource URL. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

/**
 * Card test numbers of the built-in dev payment provider (and of Stripe's test mode): one that
 * succeeds, one declined when saved, and one that saves but is declined when charged (a coach
 * subscription's failed payment).
 */
export const DEV_TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', chargeFails: '4000000000000341' } as const;

/** Placeholder in the processing route when no coupon was entered. */
export const NO_COUPON = 'none';

/** Carousel slides per view by window width (spec 2 section 2.1). */
export function slidesPerView(width: number): number {
  if (width < 575) return 1.1;
  if (width < 1250) return 2.1;
  if (width < 1439) return 3.1;
  return 4;
}

/** Store purchase constants (spec 2 section 9). */
export const STORE_REFRESH_DELAY_MS = 1000;
export const STORE_VERIFY_RETRIES = 3;
export const STORE_VERIFY_RETRY_DELAY_MS = 1000;
