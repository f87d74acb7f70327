import { isApiError } from '@/lib/api-client';

/** A refusal with its own words (4xx: 'This person already has a coach') says them; anything else is `fallback`, the spec's toast. */
export function refusalText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 422 && error.message ? error.message : fallback;
}
