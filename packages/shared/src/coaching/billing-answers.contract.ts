import type { z } from 'zod';
import type { OkResponse } from '../common';
import type {
  adminCoachPageSchema,
  adminCoachWriteResponseSchema,
  clientWriteResponseSchema,
  coachWriteResponseSchema,
} from './relationships.contract';

/** The web's names for the `{message, …}` answers of coaching's writes (spec 3 section 7); the schemas are the routes' own. */
export type CoachingMessage = OkResponse;
/** PATCH coach/invitation/accept (complete answers the billing state: CoachBillingAnswer). */
export type CoachDetailAnswer = z.output<typeof coachWriteResponseSchema>;
/** POST coach/users. */
export type CoachClientAnswer = z.output<typeof clientWriteResponseSchema>;
/** POST admin/coaches. */
export type AdminCoachAnswer = z.output<typeof adminCoachWriteResponseSchema>;
/** GET admin/coaches?page=. */
export type AdminCoachPage = z.output<typeof adminCoachPageSchema>;
