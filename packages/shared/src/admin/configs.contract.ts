import { z } from 'zod';
import { QUESTION_TYPES } from '../reference';
import { bodyIdSchema, requiredText, validationMessages as m } from '../validation';

/**
 * The console's content part (issue 39, part a4): system configs (edited through
 * PUT admin/system-configs/{type} against SYSTEM_CONFIG_SCHEMAS in shared/reference), reference
 * data (emotions, FASTER behaviours), dynamic forms and the community's content.
 */

// ---------- shared pieces ----------

/** PUT …/order: every item of the list once, in the new order. */
export const orderInputSchema = z.object({
  ids: z
    .array(bodyIdSchema, { error: (iss) => (iss.input === undefined ? m.required : m.invalid) })
    .min(1, m.required)
    .max(500, m.invalid),
});
export type OrderInput = z.output<typeof orderInputSchema>;

// ---------- reference: emotions and FASTER behaviours ----------

export const adminEmotionSchema = z.object({ id: z.number(), display_name: z.string(), is_active: z.boolean(), position: z.number() });
export type AdminEmotion = z.output<typeof adminEmotionSchema>;
export const adminFasterCategorySchema = z.object({
  id: z.number(),
  display_name: z.string(),
  color_code: z.string(),
  behaviours: z.array(adminEmotionSchema),
});
export type AdminFasterCategory = z.output<typeof adminFasterCategorySchema>;
/** GET admin/reference: every emotion and FASTER behaviour, hidden ones too, in their order. */
export const adminReferenceSchema = z.object({ emotions: z.array(adminEmotionSchema), faster: z.array(adminFasterCategorySchema) });
export type AdminReference = z.output<typeof adminReferenceSchema>;

// ---------- dynamic forms ----------

/** What a form is used by, for the console's list (a config, a trigger, the habit tracker …). */
export const formUseSchema = z.object({ kind: z.string(), label: z.string() });
export type FormUse = z.output<typeof formUseSchema>;
export const adminFormSummarySchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  questions: z.number(),
  used_by: z.array(formUseSchema),
});
export type AdminFormSummary = z.output<typeof adminFormSummarySchema>;
export const adminFormListSchema = z.object({ items: z.array(adminFormSummarySchema) });
export type AdminFormList = z.output<typeof adminFormListSchema>;

export const questionOptionSchema = z.object({ id: z.number(), option_text: z.string() });
export const adminQuestionSchema = z.object({
  id: z.number(),
  question_text: z.string(),
  question_type: z.enum(QUESTION_TYPES),
  is_required: z.boolean(),
  options: z.array(questionOptionSchema),
  position: z.number(),
  /** Retired: members no longer see it; its answers stay. */
  retired: z.boolean(),
  /** Someone has answered it (the owning areas say): it is retired, never deleted. */
  answered: z.boolean(),
});
export type AdminQuestion = z.output<typeof adminQuestionSchema>;
export const adminFormSchema = adminFormSummarySchema.omit({ questions: true }).extend({ questions: z.array(adminQuestionSchema) });
export type AdminForm = z.output<typeof adminFormSchema>;

/** POST admin/forms. */
export const createFormInputSchema = z.object({ name: requiredText({ max: 120 }) });
export type CreateFormInput = z.output<typeof createFormInputSchema>;

export const QUESTION_TEXT_MAX = 500;
export const OPTION_TEXT_MAX = 200;
export const questionTypeLabels: Record<(typeof QUESTION_TYPES)[number], string> = {
  input: 'Short answer',
  textarea: 'Long answer',
  'select-list': 'Select list',
};

/**
 * POST admin/forms/{id}/questions and PUT admin/form-questions/{id}: a question's text, type,
 * whether it is required and, for a select list, its options (an option keeps its id when edited;
 * a new one has none). A select list needs at least one option; the other types have none.
 */
export const questionInputSchema = z
  .object({
    question_text: requiredText({ max: QUESTION_TEXT_MAX }),
    question_type: z.enum(QUESTION_TYPES, { error: (iss) => (iss.input === undefined ? m.required : m.invalid) }),
    is_required: z.boolean({ error: m.invalid }).default(false),
    options: z
      .array(z.object({ id: z.number().int().positive().optional(), option_text: requiredText({ max: OPTION_TEXT_MAX }) }), {
        error: m.invalid,
      })
      .max(50, m.tooManyItems(50))
      .default([]),
  })
  .superRefine((q, ctx) => {
    if (q.question_type === 'select-list' && q.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A select list needs at least one option.' });
    if (q.question_type !== 'select-list' && q.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only a select list has options.' });
  });
export type QuestionInput = z.output<typeof questionInputSchema>;
export type QuestionBody = z.input<typeof questionInputSchema>;

/** PUT admin/form-questions/{id}/retired: retire a question (members stop seeing it) or bring it back. */
export const retireQuestionInputSchema = z.object({
  retired: z.boolean({ error: (iss) => (iss.input === undefined ? m.required : m.invalid) }),
});
export type RetireQuestionInput = z.output<typeof retireQuestionInputSchema>;

// ---------- community content ----------

export const adminTopicSchema = z.object({ id: z.number(), name: z.string(), description: z.string(), position: z.number() });
export type AdminTopic = z.output<typeof adminTopicSchema>;
export const adminCategorySchema = z.object({ key: z.string(), name: z.string(), topics: z.array(adminTopicSchema) });
export const adminThreadRefSchema = z.object({ id: z.number(), title: z.string(), topic: z.string() });
export type AdminThreadRef = z.output<typeof adminThreadRefSchema>;
/**
 * GET admin/community-content: the categories with their topics, the threads the two lists and the
 * partners' thread name (CommunityDashboardAccordionList, CommunityMenuThread,
 * AccountabilityPartnersThread, in their order; a thread that is gone is left out) and the policy.
 */
export const adminCommunityContentSchema = z.object({
  categories: z.array(adminCategorySchema),
  recommended: z.array(adminThreadRefSchema),
  menu: z.array(adminThreadRefSchema),
  partners_thread: adminThreadRefSchema.nullable(),
  policy: z.string(),
});
export type AdminCommunityContent = z.output<typeof adminCommunityContentSchema>;

export const TOPIC_NAME_LIMIT = 100;
export const TOPIC_DESCRIPTION_LIMIT = 500;
/** POST admin/community/categories/{key}/topics and PUT admin/community/topics/{id}. */
export const adminTopicInputSchema = z.object({
  name: requiredText({ max: TOPIC_NAME_LIMIT }),
  description: z
    .string({ error: m.invalid })
    .max(TOPIC_DESCRIPTION_LIMIT, m.maxLength(TOPIC_DESCRIPTION_LIMIT))
    .default('')
    .transform((v) => v.trim()),
});
export type AdminTopicInput = z.output<typeof adminTopicInputSchema>;
/** The category's key in the path (the community's own params). */
export { categoryParamsSchema } from '../community/community.contract';

/** GET admin/community/threads?q=: threads whose title matches, to pick for a list. */
export const threadSearchQuerySchema = z.object({ q: z.string().max(100).default('') });
export type ThreadSearchQuery = z.output<typeof threadSearchQuerySchema>;
export const adminThreadSearchSchema = z.object({ items: z.array(adminThreadRefSchema) });
export type AdminThreadSearch = z.output<typeof adminThreadSearchSchema>;
