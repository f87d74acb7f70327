import type { z } from 'zod';

/** The first message of each field (dotted path) a shared schema finds in `values`; empty when valid. */
export function issuesOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}
