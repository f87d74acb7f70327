import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './coaching.constants';

/**
 * Socket events of coaching (gathered in shared/realtime):
 * - `forced_refresh` {reason}: the coach removed the client (or the link ended): the client's app
 *   refreshes its setup state and goes to /dashboard (spec 3 section 4);
 * - `coaching.status-changed` {coach_id, subscription_status, is_open}: the coach's subscription
 *   changed (a payment failed or was made): to the coach and each accepted client, so the dialogs
 *   and the centre open or close at once, without a reload;
 * - `coaching.clients-changed` {coach_id}: a client accepted, rejected or was removed: to the coach.
 */
export const coachingEvents = {
  forced_refresh: z.object({ reason: z.enum(['coach_removed', 'coach_ended']) }),
  'coaching.status-changed': z.object({
    coach_id: z.number(),
    subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    is_open: z.boolean(),
  }),
  'coaching.clients-changed': z.object({ coach_id: z.number() }),
} as const;
