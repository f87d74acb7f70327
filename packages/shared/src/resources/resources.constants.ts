/** What a library resource is: an article (a page to read), a video, a PDF, or a link elsewhere. */
export const RESOURCE_KINDS = ['article', 'video', 'pdf', 'link'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
/** Who sees it: every member, or leaders only (profile is_leader). */
export const RESOURCE_AUDIENCES = ['members', 'leaders'] as const;
export type ResourceAudience = (typeof RESOURCE_AUDIENCES)[number];
/** The library's size bound: GET resources answers all of them at once (the page filters and searches). */
export const RESOURCES_MAX = 500;
/** An uploaded file's bound (PDFs and short videos). */
export const RESOURCE_FILE_MAX_BYTES = 50 * 1024 * 1024;
