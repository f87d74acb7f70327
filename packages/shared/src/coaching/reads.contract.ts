import { z } from 'zod';
import {
  calendarPersonSchema,
  checkInEventSchema,
  crashReportEventSchema,
  personSummarySchema,
} from '../accountability/accountability.contract';
import { filterDateSchema, offsetSchema, triggerAnswerSchema } from '../check-ins/check-ins.contract';
import { lastCheckInSchema, memberCourseSchema } from '../groups/groups.contract';
import { validationMessages as m } from '../validation';
import {
  clientHabitResultSchema,
  coachClientSchema,
  coachNoteSchema,
  habitAnswersInputSchema,
  habitResultSchema,
} from './coaching.contract';

/**
 * What a coach reads of their accepted clients (spec 3 section 7: coach/users/…), and the habit
 * tracker's answers. Each read answers only clients who let the coach see that kind; a read of
 * one client's switched-off kind is a 403. The calendars have the partner calendar's shape
 * (accountability's event schemas), so the web shows them with the same calendar.
 */

/** The longest range a coach calendar reads (the partner and group calendars' bound). */
export const COACH_CALENDAR_MAX_DAYS = 93;

/** ?startDate=&endDate= of the coach calendars. */
export const coachRangeQuerySchema = z
  .object({ startDate: filterDateSchema, endDate: filterDateSchema })
  .refine((v) => v.startDate <= v.endDate, { path: ['endDate'], message: m.invalid })
  .refine((v) => Date.parse(v.endDate) - Date.parse(v.startDate) < COACH_CALENDAR_MAX_DAYS * 86_400_000, {
    path: ['endDate'],
    message: `The range may cover at most ${COACH_CALENDAR_MAX_DAYS} days`,
  });
export type CoachRangeQuery = z.output<typeof coachRangeQuerySchema>;

/** A client in a coach calendar: the partner calendar's person (with what they share) and their client row's id. */
export const coachCalendarPersonSchema = calendarPersonSchema.extend({ coach_user_id: z.number() });
export type CoachCalendarPerson = z.output<typeof coachCalendarPersonSchema>;

const coachCalendarSchema = <Event extends z.ZodType>(event: Event) =>
  z.object({
    start_date: z.string(),
    end_date: z.string(),
    /** The clients whose events of this kind the coach may see (even with none in the range). */
    people: z.array(coachCalendarPersonSchema),
    events: z.array(event),
  });
/** GET coach/users/check-ins and coach/users/{id}/check-ins. */
export const coachCheckInsSchema = coachCalendarSchema(checkInEventSchema);
export type CoachCheckIns = z.output<typeof coachCheckInsSchema>;
/** GET coach/users/system-triggers and coach/users/{id}/system-triggers. */
export const coachTriggersSchema = coachCalendarSchema(crashReportEventSchema);
export type CoachTriggers = z.output<typeof coachTriggersSchema>;

/** GET coach/users: the coach's client rows (accepted first, then pending, then rejected; ?order=need ranks the accepted). */
export const coachClientListSchema = z.array(coachClientSchema);

/** A client as each list of a coach names them. */
const clientRefSchema = z.object({ coach_user_id: z.number(), user_id: z.number(), user: personSummarySchema });

/** GET coach/users/check-ins/latest: each client who shares check-ins, with their latest (null: none yet). */
export const coachLatestCheckInsSchema = z.array(clientRefSchema.extend({ latest_checkin: lastCheckInSchema.nullable() }));
export type CoachLatestCheckIns = z.output<typeof coachLatestCheckInsSchema>;

/** GET coach/users/system-triggers/latest: each client who shares crash reports, with their latest (null: none yet). */
export const coachLatestTriggersSchema = z.array(clientRefSchema.extend({ latest_trigger: triggerAnswerSchema.nullable() }));
export type CoachLatestTriggers = z.output<typeof coachLatestTriggersSchema>;

/** GET coach/users/{id}/courses: one client's courses and progress. */
export const coachClientCoursesSchema = clientRefSchema.extend({ courses: z.array(memberCourseSchema) });
export type CoachClientCourses = z.output<typeof coachClientCoursesSchema>;

/**
 * The privacy centre's preview of what my coach's client page shows of me (GET
 * users/privacy/audience/{viewerId}/coaches/{id}/preview): its courses and, where the coach may read
 * them, its two calendars (null where the coach's own call answers 403).
 */
export const coachPreviewSchema = z.object({
  courses: coachClientCoursesSchema,
  check_ins: coachCheckInsSchema.nullable(),
  system_triggers: coachTriggersSchema.nullable(),
});
export type CoachPreview = z.output<typeof coachPreviewSchema>;
/** GET coach/users/courses. */
export const coachCoursesSchema = z.array(coachClientCoursesSchema);

/** GET coach/users/streaks: each client who shares streaks. */
export const coachStreaksSchema = z.array(clientRefSchema.extend({ purity_streak: z.number(), checkin_streak: z.number() }));
export type CoachStreaks = z.output<typeof coachStreaksSchema>;

/** GET coach/client/system-triggers/latest: my own latest crash report (null: none yet). */
export const ownLatestTriggerSchema = z.object({ latest_trigger: triggerAnswerSchema.nullable() });
export type OwnLatestTrigger = z.output<typeof ownLatestTriggerSchema>;

// ---------- notes ----------

/** POST coach/users/{id}/notes. */
export const coachNoteWriteResponseSchema = z.object({ message: z.string(), item: coachNoteSchema });

// ---------- habit tracker ----------

/** POST coach/client/habit-metrics: the answers, and the client's UTC offset (seconds behind UTC, as check-ins send it) for their day. */
export const submitHabitAnswersInputSchema = habitAnswersInputSchema.extend({ offset: offsetSchema.optional() });
export type SubmitHabitAnswersInput = z.output<typeof submitHabitAnswersInputSchema>;
export type SubmitHabitAnswersBody = z.input<typeof submitHabitAnswersInputSchema>;

export const habitSubmitResponseSchema = z.object({ message: z.string(), item: habitResultSchema });

/** GET coach/client/habit-metrics/calculation: my own result (null before my first submission) and the form it is made of. */
export const ownHabitResultSchema = z.object({
  coach_user_id: z.number(),
  form_id: z.number().nullable(),
  result: habitResultSchema.nullable(),
});
export type OwnHabitResult = z.output<typeof ownHabitResultSchema>;

/** GET coach/habit-metrics/calculations: every accepted client's result (null before their first submission). */
export const coachHabitResultsSchema = z.array(clientHabitResultSchema);
