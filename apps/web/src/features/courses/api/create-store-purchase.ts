import type { StoreMedium } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';

/** Dev store only: a purchase the dev receipt verifier accepts (the /in-app/purchase test screen). */
export function createDevStorePurchase(input: { payment_medium_type: StoreMedium; product_id: string }) {
  return api.post<{ transaction_id: string; receipt: string }>('in-app/dev-purchase', input);
}

export function verifyStorePurchase(input: { payment_medium_type: StoreMedium; product_id: string; transaction_id: string; receipt: string }) {
  return api.post<{ verified: true; transaction_id: string; product_id: string; course_id: number; payment_info_id: number }>(
    'in-app/verify-purchase',
    input,
  );
}
