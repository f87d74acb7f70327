import { z } from 'zod';
import { pagedSchema } from '../common';
import { adminCoachSchema, coachClientSchema, coachDetailSchema } from './coaching.contract';

/** The `{message, …}` answers of coaching's writes (spec 3 section 7), as the routes send them and the web reads them. */
export const coachingMessageSchema = z.object({ message: z.string() });
export type CoachingMessage = z.output<typeof coachingMessageSchema>;

/** PATCH coach/invitation/accept and complete. */
export const coachDetailAnswerSchema = z.object({ message: z.string(), item: coachDetailSchema });
export type CoachDetailAnswer = z.output<typeof coachDetailAnswerSchema>;

/** POST coach/users. */
export const coachClientAnswerSchema = z.object({ message: z.string(), item: coachClientSchema });
export type CoachClientAnswer = z.output<typeof coachClientAnswerSchema>;

/** POST admin/coaches. */
export const adminCoachAnswerSchema = z.object({ message: z.string(), item: adminCoachSchema });
export type AdminCoachAnswer = z.output<typeof adminCoachAnswerSchema>;

/** GET admin/coaches?page=. */
export const adminCoachPageSchema = pagedSchema(adminCoachSchema);
export type AdminCoachPage = z.output<typeof adminCoachPageSchema>;
