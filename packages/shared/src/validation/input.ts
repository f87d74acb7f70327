import { z } from 'zod';
import { validationMessages as m } from './messages';

/**
 * Text as PostgreSQL (and UTF-8) can hold it. A NUL character cannot be stored in a text column and
 * means nothing in text a person typed, so it is removed; a lone UTF-16 surrogate cannot be encoded
 * as UTF-8 (a JSON answer holding one fails to store), so it becomes U+FFFD.
 */
export function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/\u0000/g, '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

const MAX_DEPTH = 32;

/**
 * Every string of a request's JSON body, query or params (keys too) through cleanText, before any
 * schema reads it. Applied once, by the server's validator, so no route can forget it. Anything that
 * is not plain JSON data (a raw Buffer body) is left alone; nesting past 32 levels is cut off.
 */
export function cleanInput(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => cleanInput(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[cleanText(k)] = cleanInput(v, depth + 1);
  return out;
}

/** Ids are PostgreSQL integers: larger numbers are invalid input, not a database error. */
export const MAX_ID = 2_147_483_647;

/** A positive id in a path or query (arrives as text). */
export const idParamSchema = z.coerce.number({ error: m.notNumber }).int(m.wholeNumber).positive(m.notNumber).max(MAX_ID, m.invalid);

/** A required positive id in a JSON body (a number, or a numeric string from a form). */
export const bodyIdSchema = z.union([z.number(), z.string()], { error: m.required }).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v);
  if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) {
    ctx.addIssue({ code: 'custom', message: typeof v === 'string' && v.trim() === '' ? m.required : m.notNumber });
    return z.NEVER;
  }
  return n;
});

/** An edit must change something: an object whose fields are all absent is refused. */
export function atLeastOneField<T extends z.ZodObject>(schema: T) {
  return schema.refine((value) => Object.values(value as object).some((v) => v !== undefined), {
    message: 'Nothing to change: send at least one field.',
  });
}
