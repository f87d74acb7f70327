import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** When the row was made; the database sets it. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** When the row last changed; starts as its creation time, writes set it. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A required link to the row this one belongs to, deleted with it:
 * `courseId: belongsTo('course_id', () => courses.id)`.
 */
export const belongsTo = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });
