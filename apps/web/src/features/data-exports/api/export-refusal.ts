import { isApiError } from '@/lib/api-client';

/** A refusal's own words (429 'once a day', 409 'only a ready export'), or a plain failure. */
export function exportRefusal(error: unknown): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : 'Something went wrong. Please try again.';
}
