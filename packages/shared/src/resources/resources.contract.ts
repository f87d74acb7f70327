import { z } from 'zod';
import { optionalText, requiredText, valueIn } from '../validation';
import { RESOURCE_AUDIENCES, RESOURCE_KINDS } from './resources.constants';
import { resourcesTexts as t } from './resources.texts';

/** An http(s) address only (never javascript: or data:), or nothing when a file is uploaded instead. */
const webAddress = optionalText({ max: 2000 }).refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), t.httpOnly);

// ---------- requests ----------

/** POST admin/resources, PUT admin/resources/{id}. */
export const resourceInputSchema = z.object({
  title: requiredText({ max: 200 }),
  category: requiredText({ max: 80 }),
  kind: valueIn(RESOURCE_KINDS),
  description: optionalText({ max: 2000 }),
  url: webAddress,
  audience: valueIn(RESOURCE_AUDIENCES).default('members'),
});
export type ResourceInput = z.output<typeof resourceInputSchema>;
export type ResourceBody = z.input<typeof resourceInputSchema>;

// ---------- responses ----------

export const resourceSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  description: z.string().nullable(),
  /** Where it opens: its web address, or a signed link to its uploaded file. */
  url: z.string().nullable(),
  has_file: z.boolean(),
  audience: z.enum(RESOURCE_AUDIENCES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Resource = z.output<typeof resourceSchema>;

/** GET resources: the caller's library, by category (categories in alphabetical order). */
export const resourceLibrarySchema = z.object({ categories: z.array(z.string()), items: z.array(resourceSchema) });
export type ResourceLibrary = z.output<typeof resourceLibrarySchema>;

export const adminResourceListSchema = z.array(resourceSchema);
export const resourceAnswerSchema = z.object({ message: z.string(), item: resourceSchema });
export type ResourceAnswer = z.output<typeof resourceAnswerSchema>;
