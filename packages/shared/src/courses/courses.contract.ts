import { z } from 'zod';
import { signedLinkQuerySchema } from '../common';
import { bodyIdSchema, idParamSchema, optionalText, requiredEmail, requiredText, validationMessages as m, valueIn } from '../validation';
import {
  COURSE_TYPES,
  LESSON_AUDIENCES,
  PAID_TYPES,
  PANEL_TYPES,
  PAYMENT_MEDIUMS,
  RECORDED_PAYMENT_MEDIUMS,
  PAYMENT_STATUSES,
  PROGRESS_STATUSES,
  RESOURCE_TYPES,
  SCHOLARSHIP_STATUSES,
  SIGNED_RESOURCE_TYPES,
  STORE_PAYMENT_MEDIUMS,
  STRIPE_PAYMENT_TYPES,
  VIDEO_EVENTS,
} from './courses.constants';

/** Route parameters courseId, lessonId, itemId ... are numeric (spec 2 section 5). */
/** Ids in paths and bodies: the shared id schemas (positive, within PostgreSQL's integer range). */
export const numericIdSchema = idParamSchema;
export { bodyIdSchema };
export const userCourseParamsSchema = z.object({ id: numericIdSchema });
export const itemParamsSchema = z.object({ id: numericIdSchema, lessonId: numericIdSchema, itemId: numericIdSchema });
export type ItemParams = z.output<typeof itemParamsSchema>;
export const panelParamsSchema = itemParamsSchema.extend({ panelId: numericIdSchema });
export type PanelParams = z.output<typeof panelParamsSchema>;
export const courseParamsSchema = z.object({ courseId: numericIdSchema });
export const paymentInfoParamsSchema = z.object({ courseId: numericIdSchema, id: numericIdSchema });
export type PaymentInfoParams = z.output<typeof paymentInfoParamsSchema>;
export const signedResourceParamsSchema = z.object({
  itemId: numericIdSchema,
  type: valueIn(SIGNED_RESOURCE_TYPES),
  fileKey: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, m.invalid),
});
export type SignedResourceParams = z.output<typeof signedResourceParamsSchema>;
/** GET resources/files/:fileKey (through a signed link). */
export const resourceFileParamsSchema = z.object({ fileKey: z.string().max(200) });
export const resourceFileQuerySchema = signedLinkQuerySchema;
/** POST payments/dev/setup-intents/:id/confirm: the dev provider's intent ids. */
export const devSetupIntentParamsSchema = z.object({ id: z.string().regex(/^dev_seti_[a-f0-9]{24}$/) });

/** Tolerates an empty body (the spec sends none) and treats it as {}. */
const emptyable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);

// ----- requests -----

export const itemProgressInputSchema = z.object({ progress_status: valueIn(['in-progress', 'completed']) });
export type ItemProgressInput = z.output<typeof itemProgressInputSchema>;

export const courseProgressInputSchema = z.object({ progress_status: valueIn(['in-progress', 'completed']) });
export type CourseProgressInput = z.output<typeof courseProgressInputSchema>;

export const courseIdInputSchema = z.object({ course_id: bodyIdSchema });
export type CourseIdInput = z.output<typeof courseIdInputSchema>;

export const PANEL_ANSWER_MAX = 5000;
export const panelAnswerSchema = z.object({
  question_id: z.number({ error: m.required }).int(m.invalid).positive(m.invalid),
  answer: z.string({ error: m.invalid }).max(PANEL_ANSWER_MAX, m.maxLength(PANEL_ANSWER_MAX)).nullable(),
});
export const panelAnswersInputSchema = z.object({
  answers: z.array(panelAnswerSchema, { error: m.required }).max(100, m.invalid),
});
export type PanelAnswersInput = z.output<typeof panelAnswersInputSchema>;

export const markPaidInputSchema = z
  .object({
    payment_info_id: bodyIdSchema,
    payment_medium_type: valueIn(PAYMENT_MEDIUMS),
    transaction_id: requiredText({ max: 255 }),
    coupon_code: optionalText({ max: 64 }),
    /** Store purchases only: the receipt the store returned. */
    receipt: optionalText({ max: 20_000 }),
  })
  .superRefine((v, ctx) => {
    if ((STORE_PAYMENT_MEDIUMS as readonly string[]).includes(v.payment_medium_type) && !v.receipt) {
      ctx.addIssue({ code: 'custom', path: ['receipt'], message: m.required });
    }
  });
export type MarkPaidInput = z.output<typeof markPaidInputSchema>;
/** What a client sends (optional fields may be left out). */
export type MarkPaidBody = z.input<typeof markPaidInputSchema>;

export const setupIntentInputSchema = emptyable(z.object({ coupon_code: optionalText({ max: 64 }) }));
export type SetupIntentInput = z.output<typeof setupIntentInputSchema>;

export const scholarshipInputSchema = z.object({
  course_id: bodyIdSchema,
  school_enrolled: requiredText({ max: 255 }),
  school_email: requiredEmail(),
  scholarship_reason: requiredText({ max: 5000 }),
});
export type ScholarshipInput = z.output<typeof scholarshipInputSchema>;

const seconds = z.number({ error: m.required }).min(0, m.minValue(0)).max(86_400, m.invalid);
export const videoEventInputSchema = z
  .object({
    event: valueIn(VIDEO_EVENTS),
    course_id: bodyIdSchema,
    lesson_id: bodyIdSchema,
    lesson_item_id: bodyIdSchema,
    lesson_title: optionalText({ max: 255 }),
    item_title: optionalText({ max: 255 }),
    current_time: seconds,
    target_time: seconds.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.event === 'seek' && (v.target_time === undefined || v.target_time === null)) {
      ctx.addIssue({ code: 'custom', path: ['target_time'], message: m.required });
    }
  });
export type VideoEventInput = z.output<typeof videoEventInputSchema>;

export const storeVerifyInputSchema = z.object({
  payment_medium_type: valueIn(STORE_PAYMENT_MEDIUMS),
  product_id: requiredText({ max: 255 }),
  transaction_id: requiredText({ max: 255 }),
  receipt: requiredText({ max: 20_000 }),
});
export type StoreVerifyInput = z.output<typeof storeVerifyInputSchema>;

export const devStorePurchaseInputSchema = z.object({
  payment_medium_type: valueIn(STORE_PAYMENT_MEDIUMS),
  product_id: requiredText({ max: 255 }),
});
export type DevStorePurchaseInput = z.output<typeof devStorePurchaseInputSchema>;

export const devCardConfirmInputSchema = z.object({
  client_secret: requiredText({ max: 255 }),
  card_number: requiredText({ max: 30 }).transform((v) => v.replace(/[\s-]/g, '')),
  exp_month: z.coerce.number({ error: m.required }).int(m.invalid).min(1, m.invalid).max(12, m.invalid),
  exp_year: z.coerce.number({ error: m.required }).int(m.invalid).min(2000, m.invalid).max(2100, m.invalid),
  cvc: z.string({ error: m.required }).regex(/^\d{3,4}$/, m.invalid),
});
export type DevCardConfirmInput = z.output<typeof devCardConfirmInputSchema>;

// ----- answers -----

export const panelResourceSchema = z.object({
  id: z.number(),
  name: z.string(),
  resource_type: z.enum(RESOURCE_TYPES),
  external_link: z.string().nullable(),
  file_url: z.string().nullable(),
});
export const formQuestionSchema = z.object({
  id: z.number(),
  question: z.string(),
  input_type: z.enum(['text', 'textarea']),
  required: z.boolean(),
});
export const panelFormSchema = z.object({ id: z.number(), title: z.string(), questions: z.array(formQuestionSchema) });
export type PanelForm = z.infer<typeof panelFormSchema>;

export const itemPanelSchema = z.object({
  id: z.number(),
  name: z.string(),
  panel_type: z.enum(PANEL_TYPES),
  information_content: z.string().nullable(),
  form_id: z.number().nullable(),
  form: panelFormSchema.nullable(),
  resources: z.array(panelResourceSchema),
});
export type ItemPanel = z.infer<typeof itemPanelSchema>;

const lessonItemFields = {
  id: z.number(),
  lesson_id: z.number(),
  parent_item_id: z.number().nullable(),
  position: z.number(),
  name: z.string(),
  week_number: z.number().nullable(),
  item_type: z.string(),
  file_key: z.string().nullable(),
  video_before_text: z.string().nullable(),
  video_after_text: z.string().nullable(),
  reflection_question: z.string().nullable(),
  challenge_description: z.string().nullable(),
  resource: z.object({ file_url: z.string() }).nullable(),
  item_panels: z.array(itemPanelSchema),
};
export const childItemSchema = z.object(lessonItemFields);
export const lessonItemSchema = z.object({ ...lessonItemFields, child_items: z.array(childItemSchema) });
export type LessonItem = z.infer<typeof lessonItemSchema>;

export const lessonSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  name: z.string(),
  position: z.number(),
  audience: z.enum(LESSON_AUDIENCES),
  lesson_items: z.array(lessonItemSchema),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const coursePaymentInfoSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  amount: z.number(),
  stripe_payment_type: z.enum(STRIPE_PAYMENT_TYPES),
  apple_pay_product_id: z.string().nullable(),
  google_play_product_id: z.string().nullable(),
  in_app_products: z.array(
    z.object({ platform: z.enum(['ios', 'android']), product_type: z.enum(['one-time', 'subscription']), product_id: z.string() }),
  ),
});
export type CoursePaymentInfo = z.infer<typeof coursePaymentInfoSchema>;

export const courseSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  course_type: z.enum(COURSE_TYPES),
  paid_type: z.enum(PAID_TYPES),
  summary: z.string().nullable(),
  completion_content: z.string().nullable(),
  expectation_content: z.string().nullable(),
  format_type: z.string().nullable(),
  duration: z.string().nullable(),
  position: z.number(),
  lessons: z.array(lessonSchema),
  course_payment_info: z.array(coursePaymentInfoSchema),
});
export type Course = z.infer<typeof courseSchema>;

export const lessonItemProgressSchema = z.object({
  lesson_item_id: z.number(),
  progress_status: z.enum(PROGRESS_STATUSES),
  completed_on: z.string().nullable(),
});
export const lessonProgressSchema = z.object({
  lesson_id: z.number(),
  progress_status: z.enum(PROGRESS_STATUSES),
  lesson_item_progress: z.array(lessonItemProgressSchema),
});
export const userCoursePaymentInfoSchema = z.object({
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_info_id: z.number(),
  payment_medium_type: z.enum(RECORDED_PAYMENT_MEDIUMS),
  paid_on: z.string(),
});
export const nextStepSchema = z.object({
  lesson_id: z.number(),
  lesson_item_id: z.number(),
  item_type: z.string(),
  card: z.enum(['new-video', 'new-check-item', 'video']),
});

export const userCourseSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  course_id: z.number(),
  course: courseSchema,
  assigned_on: z.string(),
  completed_on: z.string().nullable(),
  progress_status: z.enum(PROGRESS_STATUSES),
  order: z.number(),
  lesson_progress: z.array(lessonProgressSchema),
  user_course_payment_info: userCoursePaymentInfoSchema.nullable(),
  progress_percentage: z.number(),
  can_access: z.boolean(),
  next_step: nextStepSchema.nullable(),
});
export type UserCourse = z.infer<typeof userCourseSchema>;

export const userCourseListSchema = z.array(userCourseSchema);
export const userCourseAnswerSchema = z.object({ message: z.string(), user_course: userCourseSchema });
export type UserCourseAnswer = z.output<typeof userCourseAnswerSchema>;

/** The catalogue: every course with the caller's assignment, if any. */
export const catalogueCourseSchema = courseSchema.extend({
  user_course_id: z.number().nullable(),
  progress_status: z.enum(PROGRESS_STATUSES).nullable(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
});
export type CatalogueCourse = z.output<typeof catalogueCourseSchema>;
export const catalogueSchema = z.array(catalogueCourseSchema);

export const courseProgressSchema = z.object({
  user_course_id: z.number(),
  progress_status: z.enum(PROGRESS_STATUSES),
  progress_percentage: z.number(),
  lesson_progress: z.array(lessonProgressSchema),
  next_step: nextStepSchema.nullable(),
});
export type CourseProgress = z.output<typeof courseProgressSchema>;

/** PATCH mark-completed: the course and where the client goes next (the route adds its text). */
export const challengeCompletedSchema = z.object({ user_course: userCourseSchema, next_route: z.string() });
export type ChallengeCompleted = z.output<typeof challengeCompletedSchema>;
export const markCompletedAnswerSchema = challengeCompletedSchema.extend({ message: z.string() });
export type MarkCompletedAnswer = z.output<typeof markCompletedAnswerSchema>;

export const panelAnswersSchema = z.object({
  panel_id: z.number(),
  lesson_item_id: z.number(),
  form: panelFormSchema.nullable(),
  answers: z.array(z.object({ question_id: z.number(), answer: z.string().nullable() })),
  updated_at: z.string().nullable(),
});
export type PanelAnswers = z.output<typeof panelAnswersSchema>;
export const panelAnswersSavedSchema = panelAnswersSchema.extend({ message: z.string() });

export const setupIntentSchema = z.object({
  provider: z.enum(['stripe', 'dev']),
  /** Stripe's publishable key for Stripe.js (null with the dev provider). */
  publishable_key: z.string().nullable(),
  setup_intent_id: z.string(),
  client_secret: z.string(),
  user_course_id: z.number(),
  return_url: z.string(),
  payment_medium_type: z.enum(PAYMENT_MEDIUMS),
});
export type SetupIntent = z.output<typeof setupIntentSchema>;

export const scholarshipSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  school_enrolled: z.string(),
  school_email: z.string(),
  scholarship_reason: z.string(),
  status: z.enum(SCHOLARSHIP_STATUSES),
  created_at: z.string(),
});
export type Scholarship = z.output<typeof scholarshipSchema>;
export const scholarshipListSchema = z.array(scholarshipSchema);
export const scholarshipAnswerSchema = z.object({ message: z.string(), scholarship: scholarshipSchema });
export type ScholarshipAnswer = z.output<typeof scholarshipAnswerSchema>;

export const signedUrlSchema = z.object({ signed_url: z.string(), expires_at: z.string() });
export type SignedUrl = z.output<typeof signedUrlSchema>;
export const playerUrlSchema = z.object({ player_url: z.string(), expires_at: z.string() });
export type PlayerUrl = z.output<typeof playerUrlSchema>;

export const devCardAnswerSchema = z.object({
  status: z.enum(['succeeded', 'declined']),
  setup_intent_id: z.string(),
  message: z.string(),
});
export type DevCardAnswer = z.output<typeof devCardAnswerSchema>;
export const storeVerifyAnswerSchema = z.object({
  verified: z.literal(true),
  transaction_id: z.string(),
  product_id: z.string(),
  course_id: z.number(),
  payment_info_id: z.number(),
});
export type StoreVerifyAnswer = z.output<typeof storeVerifyAnswerSchema>;
export const devStorePurchaseAnswerSchema = z.object({ transaction_id: z.string(), receipt: z.string() });
export type DevStorePurchaseAnswer = z.output<typeof devStorePurchaseAnswerSchema>;
