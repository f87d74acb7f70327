import { z } from 'zod';

export const API_PREFIX = '/api/v1.2';

export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okResponseSchema = z.object({ message: z.string() });

export const DEFAULT_PAGE_SIZE = 15;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    perPage: z.number(),
    totalPages: z.number(),
    totalItems: z.number(),
    offset: z.number(),
  });
}

/** Timing constants of spec 1 section 9. */
export const TOAST_DURATION_MS = 3000;
export const APP_VERSION_CHECK_MS = 15 * 60 * 1000;
export const REALTIME_RECONNECT_MS = 2000;
export const MOBILE_BREAKPOINT_PX = 540;
export const BADGE_CAP = 99;

export function formatBadgeCount(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** Initials: the first two letters of the name, upper case (spec 1 section 9). */
export function initials(name: string | null | undefined): string {
  return (name ?? '').replace(/\s+/g, '').slice(0, 2).toUpperCase();
}
