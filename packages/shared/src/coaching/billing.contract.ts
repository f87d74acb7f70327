import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './coaching.constants';

/**
 * Coach billing's answers beyond coaching.contract.ts's billing schemas (setup intent, subscription
 * detail, preview, card input): the coach's billing state after a card was saved or the dev clock moved.
 */
export const coachBillingStateSchema = z.object({
  coach_id: z.number(),
  is_billing_setup_complete: z.boolean(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  /** Whether the coaching centre is open (active or trialing). */
  is_open: z.boolean(),
  /** When the trial ends (the first charge), ISO; null before the first client is invited. */
  trial_end: z.string().nullable(),
});
export type CoachBillingState = z.output<typeof coachBillingStateSchema>;

/** PATCH coach/invitation/complete, PATCH coach/billing-info/card, POST coach/billing-info/dev/advance. */
export const coachBillingAnswerSchema = z.object({ message: z.string(), item: coachBillingStateSchema });
export type CoachBillingAnswer = z.output<typeof coachBillingAnswerSchema>;

/** POST coach/billing-info/dev/advance (dev provider, outside production): move the subscription's clock on. */
export const devAdvanceClockInputSchema = z.object({ days: z.number().int().min(1).max(400) });
export type DevAdvanceClockInput = z.output<typeof devAdvanceClockInputSchema>;
