import type { z } from 'zod';
import { validationMessages as m } from './messages';

/**
 * The one place that words a validation failure for which a schema gave no text of its own:
 * the spec's texts where it has one, otherwise a plain sentence a member understands. Passed to
 * every parse of a request (server) and form (web), so no validation library's own wording
 * ('Too small: expected number to be >=1', 'Invalid input') ever reaches a person.
 */
export function plainIssueMessage(issue: z.core.$ZodRawIssue): string {
  const missing = issue.input === undefined || issue.input === null || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return m.required;
      if (issue.expected === 'int' && typeof issue.input === 'number' && Number.isFinite(issue.input)) return m.wholeNumber;
      return issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint' ? m.notNumber : m.invalid;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? m.required : m.minLength(min);
      if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? m.required : m.tooFewItems(min);
      if (issue.origin === 'date') return m.dateOutOfRange;
      return m.minValue(issue.inclusive === false ? min + 1 : min);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return m.maxLength(max);
      if (issue.origin === 'array' || issue.origin === 'set') return m.tooManyItems(max);
      if (issue.origin === 'date') return m.dateOutOfRange;
      return m.maxValue(issue.inclusive === false ? max - 1 : max);
    }
    case 'not_multiple_of':
      return m.wholeNumber;
    case 'invalid_format':
      if (issue.format === 'email') return m.email;
      if (issue.format === 'datetime' || issue.format === 'date' || issue.format === 'time') return m.notDate;
      return m.invalid;
    case 'invalid_union':
    case 'invalid_value':
      return missing ? m.required : m.invalid;
    default:
      return m.invalid;
  }
}

/** Turn zod issues into the API's `{field: [messages]}` map (spec: 422 fills the validation card). */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
