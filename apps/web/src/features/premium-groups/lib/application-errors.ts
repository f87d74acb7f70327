import { premiumTexts as t } from '@holdfast/shared/premium-groups';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** The first message of each field a schema finds; empty when valid. */
export function issuesOf(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  values: unknown,
) {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** The API's field errors of a refusal (a 422's messages), shown in the step's ErrorCard; none otherwise. */
export const apiMessages = (error: unknown) => (isApiError(error) && error.status === 422 ? error.messages : []);

/** A refusal other than field errors (those show in the step's ErrorCard) is a toast. */
export const notifyUnlessFieldErrors = (error: unknown) => {
  if (!(isApiError(error) && error.status === 422)) notify.error(isApiError(error) ? error.message : t.registerFailure);
};
