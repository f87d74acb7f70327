import { BILLING_RETRY_COUNT, BILLING_RETRY_DELAY_MS } from '@holdfast/shared/coaching';
import { isApiError } from '@/lib/api-client';

/**
 * The billing reads' retries (spec 3 section 7: asked again 4 times, 2000 ms apart). A refusal (4xx)
 * is an answer, not a hiccup: only a failed connection or a server error is asked again.
 */
export const billingRetry = {
  retry: (failures: number, error: unknown) =>
    failures < BILLING_RETRY_COUNT && !(isApiError(error) && error.status >= 400 && error.status < 500),
  retryDelay: BILLING_RETRY_DELAY_MS,
};
