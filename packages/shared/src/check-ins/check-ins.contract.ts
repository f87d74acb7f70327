import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../common';
import { atLeastOneField, requiredText, validationMessages as m } from '../validation';
import { dynamicFormSchema } from '../reference';
import { FEELING_ZONES } from './check-ins.constants';
import { isLocalDate, isSaneFilterDay, isSaneRecordDay, MAX_OFFSET_SECONDS } from './check-ins.days';
import { RANGE_MODES } from './check-ins.analytics';
import { checkInsTexts as t } from './check-ins.texts';

/**
 * The client's `offset` (seconds, positive west). Required wherever it is taken: a missing,
 * null or empty value is 'The field is required', never read as 0 (UTC), which would put the
 * member on another calendar day. A query string's digits are read as a number.
 */
export const offsetSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
  z
    .number({ error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? m.required : m.notNumber) })
    .int(m.notNumber)
    .min(-MAX_OFFSET_SECONDS, m.invalid)
    .max(MAX_OFFSET_SECONDS, m.invalid),
);

/**
 * `offset` on the calls the spec's client makes without one (spec 1 section 7: POST
 * purity-streak-overrides with `{date}`, GET purity-streak-overrides and GET
 * system-triggers/all-answers with no query). Absent, null or empty is undefined: the server then
 * takes the member's last known offset, never silently UTC (docs/areas/check-ins.md, "Calendar days"). A value sent
 * is checked as `offsetSchema` checks it, and wins.
 */
export const optionalOffsetSchema = z.preprocess((v) => (v === null || v === '' ? undefined : v), offsetSchema.optional());

/** A record's calendar day ('YYYY-MM-DD'), from 1900 to tomorrow. */
export const localDateSchema = z
  .string({ error: m.required })
  .refine(isLocalDate, { message: m.notDate, abort: true })
  .refine((d) => isSaneRecordDay(d), m.dateOutOfRange);

/** A range filter's day: from 1900 to a year ahead (a month grid reaches past today). */
export const filterDateSchema = z
  .string({ error: m.required })
  .refine(isLocalDate, { message: m.notDate, abort: true })
  .refine((d) => isSaneFilterDay(d), m.notDate);

/** An instant with its zone, whose UTC day lies from 1900 to tomorrow. */
export const recordInstantSchema = z.iso.datetime({ offset: true, error: m.notDate }).refine((v) => {
  const t = Date.parse(v);
  return Number.isNaN(t) || isSaneRecordDay(new Date(t).toISOString().slice(0, 10));
}, m.dateOutOfRange);

export const fasterAnswerSchema = z.object({
  fast_emotion_id: z.number().int().positive(),
  priority: z.union([z.literal(1), z.literal(2)], { error: m.invalid }),
});

export const formAnswerSchema = z.object({
  question_id: z.number().int().positive(),
  answer: z.string().max(5000, m.maxLength(5000)).nullable(),
});
export type FasterAnswer = z.output<typeof fasterAnswerSchema>;
export type FormAnswer = z.output<typeof formAnswerSchema>;

const checkInFields = {
  checkin_emotions: z
    .array(z.number().int().positive(), { error: t.selectEmotion })
    .min(1, t.selectEmotion)
    .max(15, m.invalid)
    .refine((ids) => new Set(ids).size === ids.length, m.invalid),
  feeling_zone: z.enum(FEELING_ZONES, { error: t.selectZone }),
  feeling_notes: requiredText({ required: t.writeFeeling, max: 5000 }),
  fast_scale_answers: z
    .array(fasterAnswerSchema)
    .max(42, m.invalid)
    .nullish()
    .transform((v) => (v && v.length ? v : null))
    .refine((v) => !v || new Set(v.map((a) => a.fast_emotion_id)).size === v.length, m.invalid)
    .refine((v) => !v || v.filter((a) => a.priority === 2).length <= 1, t.choosePriority),
  questions: z.array(formAnswerSchema).max(50).nullish(),
  offset: offsetSchema,
};

export const submitCheckInInputSchema = z.object({
  ...checkInFields,
  /**
   * A key the device makes once per check-in (a UUID), so a submit sent again (a check-in queued
   * offline and replayed, a retry after a lost answer) answers the check-in it made instead of
   * making or refusing a second one. Optional: the spec's client sends none.
   */
  client_key: z.uuid(m.invalid).optional(),
});
export type SubmitCheckInInput = z.output<typeof submitCheckInInputSchema>;
/** What a client sends (before defaults and the offset's reading). */
export type SubmitCheckInBody = z.input<typeof submitCheckInInputSchema>;

/**
 * An edit keeps the check-in's calendar day unless the member picks another one: `checkin_date`
 * is the picked day itself. `checkin_on` (the spec's field) moves the day only when it differs
 * from the stored instant, read at the sent offset (see planCheckInEdit).
 */
export const updateCheckInInputSchema = z.object({
  ...checkInFields,
  checkin_on: recordInstantSchema.optional(),
  checkin_date: localDateSchema.optional(),
});
export type UpdateCheckInInput = z.output<typeof updateCheckInInputSchema>;
export type UpdateCheckInBody = z.input<typeof updateCheckInInputSchema>;

export const emotionSchema = z.object({
  id: z.number(),
  display_name: z.string(),
  emoji_image: z.string(),
  is_active: z.boolean(),
});
export type Emotion = z.infer<typeof emotionSchema>;
export const emotionListSchema = z.array(emotionSchema);

export const fasterCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  display_name: z.string(),
  color_code: z.string(),
  order_number: z.number(),
  emotions: z.array(z.object({ id: z.number(), display_name: z.string(), color_code: z.string() })),
});
export type FasterCategory = z.infer<typeof fasterCategorySchema>;
export const fasterScaleSchema = z.array(fasterCategorySchema);

/** PUT admin/emotions/:id and admin/faster-emotions/:id: rename or retire (at least one field). */
export const contentEditInputSchema = atLeastOneField(
  z.object({
    display_name: requiredText({ max: 100 }).optional(),
    is_active: z.boolean().optional(),
  }),
);
export type ContentEditInput = z.output<typeof contentEditInputSchema>;
/** An emotion or FASTER behaviour as an admin edit answers it. */
export const contentItemSchema = z.object({ id: z.number(), display_name: z.string(), is_active: z.boolean() });
export type ContentItem = z.output<typeof contentItemSchema>;

export const checkInSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  emotion_id: z.number().nullable(),
  checkin_emotions: z.array(z.number()),
  checkin_on: z.string(),
  checkin_date: z.string(),
  offset: z.number(),
  feeling_zone: z.enum(FEELING_ZONES),
  feeling_notes: z.string(),
  questions: z.array(formAnswerSchema).nullable(),
  fast_scale_answers: z.array(fasterAnswerSchema).nullable(),
  created_at: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;
export const checkInPageSchema = pagedSchema(checkInSchema);
export type CheckInPage = z.output<typeof checkInPageSchema>;

export const listCheckInsQuerySchema = pageQuerySchema.extend({
  startDate: filterDateSchema.optional(),
  endDate: filterDateSchema.optional(),
  orderBy: z.enum(['checkin_on', 'created_at']).default('checkin_on'),
  orderDir: z.enum(['asc', 'desc']).default('desc'),
});
export type ListCheckInsQuery = z.output<typeof listCheckInsQuerySchema>;

export const offsetQuerySchema = z.object({ offset: offsetSchema });
export type OffsetQuery = z.output<typeof offsetQuerySchema>;
/** GET purity-streak-overrides: the spec's client sends no query. */
export const optionalOffsetQuerySchema = z.object({ offset: optionalOffsetSchema });
export type OptionalOffsetQuery = z.output<typeof optionalOffsetQuerySchema>;

export const forDayQuerySchema = z.object({ date: localDateSchema, offset: offsetSchema });
export type ForDayQuery = z.output<typeof forDayQuerySchema>;

export const analyticsQuerySchema = z
  .object({
    startDate: filterDateSchema,
    endDate: filterDateSchema,
    offset: offsetSchema,
    mode: z.enum(RANGE_MODES).optional(),
  })
  .refine((v) => v.startDate <= v.endDate, { path: ['endDate'], message: m.invalid })
  .refine((v) => Date.parse(v.endDate) - Date.parse(v.startDate) <= 366 * 86_400_000, { path: ['startDate'], message: m.invalid });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

export const analyticsSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  top_emotions: z.array(z.object({ id: z.number().nullable(), label: z.string(), count: z.number() })),
  top_faster: z.array(z.object({ id: z.number().nullable(), label: z.string(), count: z.number(), color_code: z.string().nullable() })),
  zone_days: z.object({ recovery: z.number(), danger: z.number(), relapse: z.number() }),
  /** Per day with FASTER entries: the lowest zone score (chart axis 0 to 7). */
  zone_scores: z.array(z.object({ date: z.string(), score: z.number() })),
  /** Per day: the stage furthest toward Relapse (1 Restoration .. 7 Relapse). */
  faster_trend: z.array(z.object({ date: z.string(), stage: z.number(), name: z.string() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const purityOverrideInputSchema = z.object({ date: localDateSchema, offset: optionalOffsetSchema });
export type PurityOverrideInput = z.output<typeof purityOverrideInputSchema>;

export const dashboardSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  purity_streak: z.number(),
  checkin_streak: z.number(),
  purity_streak_override_date: z.string().nullable(),
  has_done_any_daily_checkins: z.boolean(),
  has_done_todays_checkin: z.boolean(),
  todays_checkin_id: z.number().nullable(),
  latest_checkin_submission_date: z.string().nullable(),
  has_done_any_weekly_checkins: z.boolean(),
  latest_weekly_checkin_submission_date: z.string().nullable(),
  is_weekly_checkin_recent: z.boolean(),
  has_done_any_weekly_commitment_to_change_checkins: z.boolean(),
  latest_weekly_checkin_commitment_to_change_submission_date: z.string().nullable(),
  is_commitment_recent: z.boolean(),
  commitment_to_change: z.string().nullable(),
  system_alerts: z.array(z.object({ key: z.string(), title: z.string(), link: z.string().nullable() })),
  faster_warning: z.boolean(),
  today: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET checkins/for-day: the check-in on that day, if any. */
export const forDaySchema = z.object({ exists: z.boolean(), checkin: z.lazy(() => checkInSchema).nullable() });
export type CheckInForDay = z.output<typeof forDaySchema>;
export const purityOverrideSchema = z.object({ override_date: z.string().nullable(), purity_streak: z.number() });
export type PurityOverride = z.output<typeof purityOverrideSchema>;

export const systemTriggerSchema = z.object({
  id: z.number(),
  name: z.string(),
  action_name: z.string(),
  icon: z.string(),
  icon_type: z.enum(['ionic', 'custom']),
  color: z.string(),
  form_id: z.number(),
  is_multi_menu: z.boolean(),
  multi_menus: z.array(z.object({ name: z.string(), link: z.string().nullable() })),
  show_details_in_messaging: z.boolean(),
  form: dynamicFormSchema.nullable(),
});
export type SystemTrigger = z.infer<typeof systemTriggerSchema>;
export const systemTriggerListSchema = z.array(systemTriggerSchema);

export const triggerAnswerInputSchema = z.object({
  offset: offsetSchema,
  questions: z.array(formAnswerSchema).min(1, t.completeForm).max(50),
});
export type TriggerAnswerInput = z.output<typeof triggerAnswerInputSchema>;

export const triggerAnswerSchema = z.object({
  id: z.number(),
  system_trigger_action_id: z.number(),
  trigger_name: z.string(),
  reported_on: z.string(),
  reported_date: z.string(),
  offset: z.number(),
  user_id: z.number(),
  answers: z.array(z.object({ question_id: z.number(), question_text: z.string(), answer: z.string().nullable() })),
});
export type TriggerAnswer = z.infer<typeof triggerAnswerSchema>;
export const triggerAnswerListSchema = z.array(triggerAnswerSchema);

/** GET system-triggers/all-answers: the spec's client sends no query; the days filter stored days, so no offset is needed. */
export const rangeQuerySchema = z.object({
  startDate: filterDateSchema.optional(),
  endDate: filterDateSchema.optional(),
  offset: optionalOffsetSchema,
});
export type RangeQuery = z.output<typeof rangeQuerySchema>;

export const weeklyAnswersInputSchema = z.object({
  answers: z.array(formAnswerSchema).min(1, t.completeForm).max(50),
  offset: offsetSchema,
});
export type WeeklyAnswersInput = z.output<typeof weeklyAnswersInputSchema>;

/** One submission of the weekly questions or the commitment to change. */
export const weeklySubmissionSchema = z.object({ id: z.number(), submitted_on: z.string(), answers: z.array(formAnswerSchema) });
export type WeeklySubmission = z.output<typeof weeklySubmissionSchema>;

/** GET weekly-questions / weekly-commitment: the configured form and the user's latest answers. */
export const weeklyAnswersSchema = z.object({
  form: dynamicFormSchema,
  latest: weeklySubmissionSchema.nullable(),
});
export type WeeklyAnswers = z.output<typeof weeklyAnswersSchema>;

export const dailySummarySchema = z.array(
  z.object({
    date: z.string(),
    checkin: checkInSchema.nullable(),
    crash_reports: z.number(),
    /** The day is before the member's account existed (in their time zone): not a missed day. */
    before_sign_up: z.boolean(),
  }),
);
export type DailySummary = z.infer<typeof dailySummarySchema>;
export type DailySummaryDay = DailySummary[number];
