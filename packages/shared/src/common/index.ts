import { z } from 'zod';
import { idParamSchema } from '../validation/input';
import { validationMessages as m } from '../validation/messages';

// Plain values and helpers, without zod: the web app's first load imports only these.
export * from './constants';
export * from './error-codes';

export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The query of a signed file link (avatars, course files): the user it was made for, its expiry
 * (Unix seconds) and an HMAC over both and the file. The link needs no bearer token, so no token
 * ever travels in a URL.
 */
export const signedLinkQuerySchema = z.object({
  uid: z.coerce.number({ error: m.required }).int().positive().max(2_147_483_647),
  expires: z.coerce.number({ error: m.required }).int(),
  signature: z.string({ error: m.required }).regex(/^[A-Za-z0-9_-]{10,100}$/, m.invalid),
});
export type SignedLinkQuery = z.output<typeof signedLinkQuerySchema>;

export const okResponseSchema = z.object({ message: z.string() });
export type OkResponse = z.output<typeof okResponseSchema>;

export const DEFAULT_PAGE_SIZE = 15;

/** The largest page any list gives. */
export const PAGE_SIZE_MAX = 100;

/** The validation texts of the paging query; without them, zod's own. */
export interface PageQueryMessages {
  notNumber: string;
  wholeNumber: string;
  min: string;
  max: string;
}
/** The texts of shared/validation, for areas whose spec spells them out (community, messaging). */
export const pageQueryMessages: PageQueryMessages = {
  notNumber: m.notNumber,
  wholeNumber: m.wholeNumber,
  min: m.minValue(1),
  max: m.maxValue(PAGE_SIZE_MAX),
};

const pageNumber = (messages?: PageQueryMessages) =>
  z.coerce
    .number(messages && { error: messages.notNumber })
    .int(messages?.wholeNumber)
    .min(1, messages?.min);
type PageNumber = ReturnType<typeof pageNumber>;

/**
 * The one paging query of every list (`?page=&perPage=`, at most 100 a page) with `perPage` defaulting
 * to an area's page size; areas extend it with their filters: `pageQuerySchemaOf(GROUPS_PAGE_SIZE).extend({ … })`.
 * With `undefined` for the size, perPage stays unset when absent (the service picks, as community's
 * replies: 15 a page, 5 nested); with `messages`, refusals carry those texts.
 */
export function pageQuerySchemaOf(
  defaultPerPage: number,
  messages?: PageQueryMessages,
): z.ZodObject<{ page: z.ZodDefault<PageNumber>; perPage: z.ZodDefault<PageNumber> }>;
export function pageQuerySchemaOf(
  defaultPerPage: undefined,
  messages?: PageQueryMessages,
): z.ZodObject<{ page: z.ZodDefault<PageNumber>; perPage: z.ZodOptional<PageNumber> }>;
export function pageQuerySchemaOf(defaultPerPage: number | undefined, messages?: PageQueryMessages) {
  const perPage = pageNumber(messages).max(PAGE_SIZE_MAX, messages?.max);
  return z.object({
    page: pageNumber(messages).default(1),
    perPage: defaultPerPage === undefined ? perPage.optional() : perPage.default(defaultPerPage),
  });
}
/** The paging query at the default page size. */
export const pageQuerySchema = pageQuerySchemaOf(DEFAULT_PAGE_SIZE);
export type PageQuery = z.output<typeof pageQuerySchema>;

const pageFields = {
  page: z.number(),
  perPage: z.number(),
  totalPages: z.number(),
  totalItems: z.number(),
  offset: z.number(),
};

/** The one paged answer of every list. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), ...pageFields });
}
export type Page<T> = Omit<z.output<ReturnType<typeof pagedSchema<z.ZodUnknown>>>, 'items'> & { items: T[] };

/** `/:id` route parameters (ids bounded to PostgreSQL integers by idParamSchema). */
export const idParamsSchema = z.object({ id: idParamSchema });
export type IdParams = z.output<typeof idParamsSchema>;
