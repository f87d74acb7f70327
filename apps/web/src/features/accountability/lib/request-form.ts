import { createPartnerRequestInputSchema, type CreatePartnerRequestInput } from '@holdfast/shared/accountability';

export interface RequestFormValues {
  action_type: 'email' | 'user';
  request_type: '' | 'mutual' | 'standard';
  partner_email: string;
  user_id: number | null;
  message: string;
}

function issuesOf(values: CreatePartnerRequestInput): Record<string, string> {
  const parsed = createPartnerRequestInputSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Errors of the request form from the shared schema (spec 2 section 5: request_type required;
 * partner_email required and valid when by e-mail; message optional). The schema checks the
 * address only once the object is whole, so it is asked a second time with a type filled in:
 * one submit shows every message at once.
 */
export function validateRequestForm(values: RequestFormValues): Record<string, string> {
  const input = { ...values, request_type: values.request_type || undefined } as CreatePartnerRequestInput;
  const errors = issuesOf(input);
  if (errors.request_type) {
    const rest = issuesOf({ ...input, request_type: 'mutual' });
    for (const [field, message] of Object.entries(rest)) errors[field] ??= message;
  }
  return errors;
}
