import { z } from 'zod';
import {
  COURSE_TYPES,
  ITEM_TYPES,
  LESSON_AUDIENCES,
  PAID_TYPES,
  PANEL_TYPES,
  RESOURCE_TYPES,
  VIDEO_ITEM_TYPES,
  courseSchema,
  type ItemType,
} from '../courses';
import { bodyIdSchema, idParamSchema, optionalNumber, optionalText, requiredText, validationMessages as m, valueIn } from '../validation';
import { orderInputSchema } from './configs.contract';
import { adminCoursesTexts as t } from './courses.texts';

/** The courses editor's contract: requests and answers of admin/courses… (ff_admin only). */

// ---------- params ----------

export const adminCourseParamsSchema = z.object({ id: idParamSchema });
export const adminLessonParamsSchema = adminCourseParamsSchema.extend({ lessonId: idParamSchema });
export type AdminLessonParams = z.output<typeof adminLessonParamsSchema>;
export const adminItemParamsSchema = adminLessonParamsSchema.extend({ itemId: idParamSchema });
export type AdminItemParams = z.output<typeof adminItemParamsSchema>;
export const adminPanelParamsSchema = adminItemParamsSchema.extend({ panelId: idParamSchema });
export type AdminPanelParams = z.output<typeof adminPanelParamsSchema>;

// ---------- limits ----------

export const COURSE_HTML_MAX = 20_000;
/** Upload limits by kind (the type is read from the bytes). */
export const COURSE_UPLOAD_LIMITS_MB = { video: 100, pdf: 20, image: 5 } as const;
export const COURSE_UPLOAD_MAX_BYTES = COURSE_UPLOAD_LIMITS_MB.video * 1024 * 1024;
export const COURSE_FILE_KINDS = ['video', 'pdf', 'image'] as const;
export type CourseFileKind = (typeof COURSE_FILE_KINDS)[number];

/** A course file's key: a shipped asset's name or an upload's (`upload-<32 hex>.<ext>`), never a path. */
export const courseFileKeySchema = z.string({ error: m.invalid }).regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, m.invalid);
const optionalFileKey = z
  .union([courseFileKeySchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));
const html = optionalText({ max: COURSE_HTML_MAX });

export const isVideoKey = (key: string) => /\.(webm|mp4)$/i.test(key);
export const isPdfKey = (key: string) => /\.pdf$/i.test(key);

// ---------- requests ----------

const courseFields = {
  name: requiredText({ max: 255 }),
  paid_type: valueIn(PAID_TYPES),
  summary: html,
  expectation_content: html,
  completion_content: html,
  duration: optionalText({ max: 100 }),
};
/** POST admin/courses: a new course (a draft until published). */
export const adminCourseInputSchema = z.object({ ...courseFields, course_type: valueIn(COURSE_TYPES) });
export type AdminCourseInput = z.output<typeof adminCourseInputSchema>;
export type AdminCourseBody = z.input<typeof adminCourseInputSchema>;
/** PUT admin/courses/{id}: the course's fields (its type stays what it was made as). */
export const adminCourseUpdateInputSchema = z.object(courseFields);
export type AdminCourseUpdateInput = z.output<typeof adminCourseUpdateInputSchema>;
export type AdminCourseUpdateBody = z.input<typeof adminCourseUpdateInputSchema>;

// PUT …/order: every id of the list once, in the new order (the console's one order body, configs.contract.ts).
/** PUT …/items/order: the items of one parent (null: the lesson's top-level items). */
export const itemOrderInputSchema = orderInputSchema.extend({
  parent_item_id: bodyIdSchema.nullish().transform((v) => v ?? null),
});
export type ItemOrderInput = z.output<typeof itemOrderInputSchema>;

export const publicationInputSchema = z.object({ published: z.boolean({ error: m.required }) });
export type PublicationInput = z.output<typeof publicationInputSchema>;

export const lessonInputSchema = z.object({
  name: requiredText({ max: 255 }),
  audience: valueIn(LESSON_AUDIENCES).default('everyone'),
});
export type LessonInput = z.output<typeof lessonInputSchema>;
export type LessonBody = z.input<typeof lessonInputSchema>;

/** The fields each item type uses (the editor shows these; the others are stored empty). */
export const ITEM_TYPE_FIELDS: Record<
  ItemType,
  readonly ('file_key' | 'video_before_text' | 'video_after_text' | 'reflection_question' | 'challenge_description' | 'resource_url')[]
> = {
  'hosted-video': ['file_key', 'video_before_text', 'video_after_text'],
  video: ['file_key', 'video_before_text', 'video_after_text'],
  '30-day-video': ['file_key', 'video_before_text', 'video_after_text'],
  'pdf-viewer': ['file_key', 'video_before_text', 'resource_url'],
  info: ['video_before_text', 'video_after_text', 'reflection_question', 'challenge_description'],
  '30-day-info': ['video_before_text', 'reflection_question', 'challenge_description'],
  checkbox: ['video_before_text'],
  checkboxes: ['video_before_text'],
};
/** Item types that may be a child item (a checkboxes item's ticks, or a short info). */
export const CHILD_ITEM_TYPES: readonly ItemType[] = ['checkbox', 'info'];

export const lessonItemInputSchema = z
  .object({
    name: requiredText({ max: 255 }),
    item_type: valueIn(ITEM_TYPES),
    parent_item_id: z
      .union([bodyIdSchema, z.null()])
      .optional()
      .transform((v) => v ?? null),
    week_number: optionalNumber({ min: 1, max: 520, int: true }),
    file_key: optionalFileKey,
    video_before_text: html,
    video_after_text: html,
    reflection_question: optionalText({ max: 5000 }),
    challenge_description: optionalText({ max: 5000 }),
    resource_url: optionalFileKey,
  })
  .superRefine((v, ctx) => {
    const isVideo = (VIDEO_ITEM_TYPES as readonly string[]).includes(v.item_type);
    if (isVideo && !v.file_key) ctx.addIssue({ code: 'custom', path: ['file_key'], message: t.videoFile });
    else if (isVideo && v.file_key && !isVideoKey(v.file_key)) ctx.addIssue({ code: 'custom', path: ['file_key'], message: t.videoFile });
    if (v.item_type === 'pdf-viewer' && (!v.file_key || !isPdfKey(v.file_key)))
      ctx.addIssue({ code: 'custom', path: ['file_key'], message: t.pdfFile });
    if (v.parent_item_id !== null && !CHILD_ITEM_TYPES.includes(v.item_type))
      ctx.addIssue({ code: 'custom', path: ['item_type'], message: t.childType });
  })
  .transform((v) => {
    // Fields the type does not use are stored empty, so a changed type leaves nothing stale behind.
    const used = ITEM_TYPE_FIELDS[v.item_type];
    const keep = <K extends (typeof used)[number]>(k: K) => (used.includes(k) ? v[k] : null);
    return {
      ...v,
      file_key: keep('file_key'),
      video_before_text: keep('video_before_text'),
      video_after_text: keep('video_after_text'),
      reflection_question: keep('reflection_question'),
      challenge_description: keep('challenge_description'),
      resource_url: keep('resource_url'),
    };
  });
export type LessonItemInput = z.output<typeof lessonItemInputSchema>;
export type LessonItemBody = z.input<typeof lessonItemInputSchema>;

const keptId = z.number().int().positive().max(2_147_483_647).optional();
export const panelFormQuestionInputSchema = z.object({
  /** A question kept from before keeps its id (members' answers name it); a new one has none. */
  id: keptId,
  question: requiredText({ max: 1000 }),
  input_type: valueIn(['text', 'textarea']),
  required: z.boolean({ error: m.invalid }).default(false),
});
export const panelFormInputSchema = z.object({
  title: requiredText({ max: 255 }),
  questions: z.array(panelFormQuestionInputSchema, { error: m.required }).min(1, t.formRequired).max(50, m.invalid),
});
export const panelResourceInputSchema = z
  .object({
    id: keptId,
    name: requiredText({ max: 255 }),
    resource_type: valueIn(RESOURCE_TYPES),
    external_link: optionalText({ max: 2000 }),
    file_url: optionalFileKey,
  })
  .superRefine((r, ctx) => {
    if (r.resource_type === 'external-link' && !/^https:\/\/[^\s]+$/.test(r.external_link ?? ''))
      ctx.addIssue({ code: 'custom', path: ['external_link'], message: t.linkHttps });
    if (r.resource_type === 'file' && !r.file_url) ctx.addIssue({ code: 'custom', path: ['file_url'], message: m.required });
  })
  .transform((r) => ({
    ...r,
    external_link: r.resource_type === 'external-link' ? r.external_link : null,
    file_url: r.resource_type === 'file' ? r.file_url : null,
  }));

export const itemPanelInputSchema = z
  .object({
    name: requiredText({ max: 255 }),
    panel_type: valueIn(PANEL_TYPES),
    information_content: html,
    form: panelFormInputSchema.nullish(),
    resources: z.array(panelResourceInputSchema, { error: m.invalid }).max(50, m.invalid).default([]),
  })
  .superRefine((p, ctx) => {
    if (p.panel_type === 'form' && !p.form) ctx.addIssue({ code: 'custom', path: ['form'], message: t.formRequired });
    if (p.panel_type === 'information' && !p.information_content)
      ctx.addIssue({ code: 'custom', path: ['information_content'], message: t.contentRequired });
    if ((p.panel_type === 'resources' || p.panel_type === 'panel-resources') && p.resources.length === 0)
      ctx.addIssue({ code: 'custom', path: ['resources'], message: t.resourcesRequired });
  })
  .transform((p) => ({
    ...p,
    information_content: p.panel_type === 'information' ? p.information_content : null,
    form: p.panel_type === 'form' ? (p.form ?? null) : null,
    resources: p.panel_type === 'resources' || p.panel_type === 'panel-resources' ? p.resources : [],
  }));
export type ItemPanelInput = z.output<typeof itemPanelInputSchema>;
export type ItemPanelBody = z.input<typeof itemPanelInputSchema>;

// ---------- answers ----------

export const adminCourseSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  course_type: z.enum(COURSE_TYPES),
  paid_type: z.enum(PAID_TYPES),
  position: z.number(),
  published: z.boolean(),
  lesson_count: z.number(),
  member_count: z.number(),
});
export type AdminCourseSummary = z.output<typeof adminCourseSummarySchema>;
export const adminCourseListSchema = z.array(adminCourseSummarySchema);

/** A course as the editor shows it: every lesson (all audiences), and what members have worked on (not deletable). */
export const adminCourseSchema = z.object({
  course: courseSchema,
  published: z.boolean(),
  answered_item_ids: z.array(z.number()),
  answered_panel_ids: z.array(z.number()),
});
export type AdminCourse = z.output<typeof adminCourseSchema>;
export const adminCourseAnswerSchema = adminCourseSchema.extend({ message: z.string() });
export type AdminCourseAnswer = z.output<typeof adminCourseAnswerSchema>;

export const courseFileUploadedSchema = z.object({
  message: z.string(),
  file_key: z.string(),
  kind: z.enum(COURSE_FILE_KINDS),
  content_type: z.string(),
  size: z.number(),
});
export type CourseFileUploaded = z.output<typeof courseFileUploadedSchema>;
