import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { ResourceAudience, ResourceKind } from '@holdfast/shared/resources';
import { createdAt, updatedAt } from '../../platform/db/columns';

/**
 * The members' resources library (issue 39): articles, videos, PDFs and links the team publishes,
 * by category, for every member or for leaders only. No person's data: who added or changed an
 * item is in the audit log, not here.
 */
export const libraryResources = pgTable(
  'library_resources',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    category: text().notNull(),
    kind: text().$type<ResourceKind>().notNull(),
    description: text(),
    url: text(),
    /** An uploaded file in platform/storage (then `url` is null and members open a signed link). */
    fileKey: text('file_key'),
    mimeType: text('mime_type'),
    audience: text().$type<ResourceAudience>().notNull().default('members'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('library_resources_category_idx').on(t.category, t.title)],
);
