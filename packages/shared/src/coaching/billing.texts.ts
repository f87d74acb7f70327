import { coachingWebPaths } from './coaching.paths';

/**
 * Coach billing's own texts (Holdfast's, where the spec shows none): the failed-payment notification
 * and mail, and the dev test clock's answer. The spec's billing texts are in coaching.texts.ts
 * (`cardFailed`, `updateCardBanner`, `updateCard` …).
 */
export const billingNoticeTexts = {
  paymentFailedTitle: 'Coaching payment failed',
  paymentFailedMessage: 'Your last coaching payment failed. Update your card to keep the coaching center open.',
  /** Mail subjects stay neutral (others may see an inbox). */
  paymentFailedMailSubject: 'Your Holdfast payment did not go through',
  paymentFailedMailBody:
    'Your last monthly payment for the coaching center did not go through, so the coaching center is closed for you and your clients until it is paid. Update your card on the billing page and the payment is taken again:',
  clockAdvanced: 'The dev test clock has moved on',
  noSubscription: 'There is no coaching subscription yet',
} as const;

/** The notification this part writes (bell + push): `meta.type` and the path a tap opens. */
export const coachBillingNotificationTypes = {
  /** My coaching payment failed (target: /billing-info, where 'Update card' is). */
  paymentFailed: 'coaching.payment-failed',
} as const;

export const coachBillingTargets = { billing: coachingWebPaths.billing } as const;
