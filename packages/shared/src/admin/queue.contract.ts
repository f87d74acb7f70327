import { z } from 'zod';
import { idParamSchema, optionalText, validationMessages as m, valueIn } from '../validation';

/** What the review queue holds; each kind is given by the area that owns it (its queue source). */
export const QUEUE_KINDS = [
  'flagged-reply',
  'reported-user',
  'community-access',
  'scholarship',
  'premium-application',
  'coach-invitation',
  'coach-billing',
] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
/** The kinds a community_admin works through too (the community's own moderation); the rest are ff_admin's. */
export const COMMUNITY_QUEUE_KINDS: readonly QueueKind[] = ['flagged-reply', 'reported-user', 'community-access'];

export const QUEUE_PRIORITIES = ['high', 'normal', 'low'] as const;
export type QueuePriority = (typeof QUEUE_PRIORITIES)[number];

// ---------- requests ----------

export const queueQuerySchema = z.object({ kind: valueIn(QUEUE_KINDS).optional() });
export type QueueQuery = z.output<typeof queueQuerySchema>;

export const queueItemParamsSchema = z.object({ kind: valueIn(QUEUE_KINDS), id: idParamSchema });
export type QueueItemParams = z.output<typeof queueItemParamsSchema>;

/** POST admin/queue/{kind}/{id}/resolve: one of the item's action keys, and a reason where the action asks one. */
export const queueResolveInputSchema = z.object({
  action: z
    .string({ error: (iss) => (iss.input === undefined ? m.required : m.invalid) })
    .trim()
    .min(1, m.required)
    .max(60, m.maxLength(60)),
  reason: optionalText({ max: 1000 }),
});
export type QueueResolveInput = z.output<typeof queueResolveInputSchema>;
export type QueueResolveBody = z.input<typeof queueResolveInputSchema>;

// ---------- responses ----------

export const queueActionSchema = z.object({
  /** Sent back as `action` (e.g. 'approve', 'place:12'). */
  key: z.string(),
  label: z.string(),
  needs_reason: z.boolean(),
  tone: z.enum(['positive', 'negative', 'neutral']),
});
export type QueueAction = z.output<typeof queueActionSchema>;

export const queueHistoryEntrySchema = z.object({
  at: z.string(),
  by: z.string().nullable(),
  what: z.string(),
});

export const queueItemSchema = z.object({
  kind: z.enum(QUEUE_KINDS),
  id: z.number(),
  created_at: z.string(),
  priority: z.enum(QUEUE_PRIORITIES),
  title: z.string(),
  summary: z.string(),
  /** The person the item is about (display name), when there is one. */
  subject: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Plain facts shown with the item (label and value). */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The item carries text that stays blurred until revealed (POST …/reveal, audited). */
  sensitive: z.boolean(),
  /** What the hidden text is ('Flagged reply text'), when sensitive. */
  sensitive_label: z.string().nullable(),
  actions: z.array(queueActionSchema),
  history: z.array(queueHistoryEntrySchema),
});
export type QueueItem = z.output<typeof queueItemSchema>;

export const reviewQueueSchema = z.object({ items: z.array(queueItemSchema), total: z.number() });
export type ReviewQueue = z.output<typeof reviewQueueSchema>;

export const queueRevealSchema = z.object({ kind: z.enum(QUEUE_KINDS), id: z.number(), text: z.string() });
export type QueueReveal = z.output<typeof queueRevealSchema>;
