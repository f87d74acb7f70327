import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** A refusal with its own words (4xx: 'Please add another Group admin…') says them; anything else is `fallback`, the spec's toast. */
export function refusalText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 422 && error.message ? error.message : fallback;
}

/** A form's failure: 422 is listed in the form's error card; anything else is a toast. */
export function toastUnlessListed(error: unknown, fallback: string) {
  if (isApiError(error) && error.status === 422) return;
  notify.error(refusalText(error, fallback));
}
