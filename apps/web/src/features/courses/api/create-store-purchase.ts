import type { DevStorePurchaseAnswer, DevStorePurchaseInput, StoreVerifyAnswer, StoreVerifyInput } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';

/** Dev store only: a purchase the dev receipt verifier accepts (the /in-app/purchase test screen). */
export function createDevStorePurchase(input: DevStorePurchaseInput) {
  return api.post<DevStorePurchaseAnswer>('in-app/dev-purchase', input);
}

export function verifyStorePurchase(input: StoreVerifyInput) {
  return api.post<StoreVerifyAnswer>('in-app/verify-purchase', input);
}
