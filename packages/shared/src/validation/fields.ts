import { z } from 'zod';
import { validationMessages as m } from './messages';
import { checkPassword, isBlank, isValidEmail, PASSWORD_MIN_LENGTH } from './rules';

/**
 * Field builders. Each reports the spec's message texts and stops at the first failing rule
 * of a field (a blank field says only "The field is required"), like the original client.
 */

interface TextOptions {
  /** The text for a missing or blank value when the spec gives the field its own. */
  required?: string;
  min?: number;
  max?: number;
  email?: boolean;
}

function textChecks(value: string, ctx: z.RefinementCtx, opts: TextOptions) {
  if (opts.email && !isValidEmail(value.trim())) {
    ctx.addIssue({ code: 'custom', message: m.email });
    return;
  }
  if (opts.min !== undefined && value.trim().length < opts.min) {
    ctx.addIssue({ code: 'custom', message: m.minLength(opts.min) });
    return;
  }
  if (opts.max !== undefined && value.length > opts.max) {
    ctx.addIssue({ code: 'custom', message: m.maxLength(opts.max) });
  }
}

/** A required string: not missing, not null, not whitespace only. Trimmed on output. */
export function requiredText(opts: TextOptions = {}) {
  const required = opts.required ?? m.required;
  return z
    .string({ error: required })
    .superRefine((value, ctx) => {
      if (isBlank(value)) {
        ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      textChecks(value, ctx, opts);
    })
    .transform((v) => v.trim());
}

/** An optional string; empty means absent (null). */
export function optionalText(opts: TextOptions = {}) {
  return z
    .string({ error: m.invalid })
    .nullish()
    .superRefine((value, ctx) => {
      if (isBlank(value)) return;
      textChecks(value as string, ctx, opts);
    })
    .transform((v) => (isBlank(v) ? null : (v as string).trim()));
}

export function requiredEmail() {
  return requiredText({ email: true, min: 2, max: 255 }).transform((v) => v.toLowerCase());
}

/** Strong password: one line for the rule itself plus one for each requirement that fails. */
export function strongPassword() {
  return z.string({ error: m.required }).superRefine((value, ctx) => {
    if (value.length === 0) {
      ctx.addIssue({ code: 'custom', message: m.required });
      return;
    }
    const c = checkPassword(value);
    if (Object.values(c).every(Boolean)) return;
    ctx.addIssue({ code: 'custom', message: m.strongPassword });
    if (!c.length) ctx.addIssue({ code: 'custom', message: m.minLength(PASSWORD_MIN_LENGTH) });
    if (!c.upper) ctx.addIssue({ code: 'custom', message: m.passwordUpper });
    if (!c.lower) ctx.addIssue({ code: 'custom', message: m.passwordLower });
    if (!c.digit) ctx.addIssue({ code: 'custom', message: m.passwordDigit });
    if (!c.special) ctx.addIssue({ code: 'custom', message: m.passwordSpecial });
  });
}

/** Any non-empty password (login does not check strength). */
export function requiredPassword() {
  return z.string({ error: m.required }).refine((v) => v.length > 0, m.required);
}

export function requiredBoolean() {
  return z.boolean({ error: m.required });
}

/** A number that may arrive as a string from a form; must parse and respect `min`, `max` and `int`. */
export function optionalNumber(opts: { min?: number; max?: number; int?: boolean } = {}) {
  return z
    .union([z.number(), z.string()], { error: m.notNumber })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: m.notNumber });
        return z.NEVER;
      }
      if (opts.int && !Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: m.wholeNumber });
        return z.NEVER;
      }
      if (opts.min !== undefined && n < opts.min) {
        ctx.addIssue({ code: 'custom', message: m.minValue(opts.min) });
        return z.NEVER;
      }
      if (opts.max !== undefined && n > opts.max) {
        ctx.addIssue({ code: 'custom', message: m.maxValue(opts.max) });
        return z.NEVER;
      }
      return n;
    });
}

export function valueIn<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? m.required : m.invalid),
  });
}
