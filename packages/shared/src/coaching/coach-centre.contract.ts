import { z } from 'zod';
import {
  calendarPersonSchema,
  checkInEventSchema,
  crashReportEventSchema,
  personSummarySchema,
} from '../accountability/accountability.contract';
import { coachClientSchema } from './coaching.contract';

/**
 * The answers of the coaching centre's reads that the web's coach pages draw (spec 3 section 2
 * "Coaching centre"; section 7's GET coach/users/check-ins, /system-triggers and
 * coach/users/{id}/courses, /check-ins, /system-triggers): the calendars have the partner
 * calendar's shape, so the shared calendar parts and detail modals show them as they are.
 */

/** A client in a coach calendar: `id` is the client's user id (the events' `owner_id`), with their coach-user id and what they share. */
export const coachCalendarPersonSchema = calendarPersonSchema.extend({ coach_user_id: z.number() });
export type CoachCalendarPerson = z.output<typeof coachCalendarPersonSchema>;

/** A coach calendar over a date range (one client's, or every sharing client's): its people and one kind of their events. */
const coachCalendarSchema = <Event extends z.ZodType>(event: Event) =>
  z.object({
    start_date: z.string(),
    end_date: z.string(),
    people: z.array(coachCalendarPersonSchema),
    events: z.array(event),
  });
/** GET coach/users/check-ins and coach/users/{id}/check-ins ?startDate&endDate. */
export const coachCheckInsSchema = coachCalendarSchema(checkInEventSchema);
export type CoachCheckIns = z.output<typeof coachCheckInsSchema>;
/** GET coach/users/system-triggers and coach/users/{id}/system-triggers ?startDate&endDate. */
export const coachTriggersSchema = coachCalendarSchema(crashReportEventSchema);
export type CoachTriggers = z.output<typeof coachTriggersSchema>;

/** GET coach/users/{id}/courses: the client and each of their courses with its percent complete. */
export const coachClientCoursesSchema = z.object({
  coach_user_id: z.number(),
  user: personSummarySchema,
  user_courses: coachClientSchema.shape.user_courses,
});
export type CoachClientCourses = z.output<typeof coachClientCoursesSchema>;
