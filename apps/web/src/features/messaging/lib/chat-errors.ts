import { messagingTexts as t } from '@holdfast/shared/messaging';
import { isApiError } from '@/lib/api-client';

/** The API's 403 for a chat with someone who blocked me (or whom I blocked). */
export const isBlockedError = (error: unknown) => isApiError(error) && error.status === 403 && error.message === t.blocked;

/** Why a send failed, as the person reads it: the API's 403 reason, the validation messages, or the spec's toast. */
export function sendFailure(error: unknown): string {
  if (isBlockedError(error)) return t.toasts.notReceiving;
  if (isApiError(error) && (error.status === 403 || error.status === 404 || error.status === 409)) return error.message;
  if (isApiError(error) && error.status === 422) return error.messages.join(' ');
  return t.toasts.sendFailed;
}
