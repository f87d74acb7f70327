import { isApiError } from '@/lib/api-client';

/** HTTP 422 answers fill the error card; anything else shows a toast instead. */
export function validationMessages(error: unknown): string[] {
  return isApiError(error) && error.status === 422 ? error.messages : [];
}
