import { coursesApiPaths as paths, type DevStorePurchaseAnswer, type DevStorePurchaseInput } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';

/** Dev store only: a purchase the dev receipt verifier accepts (the /in-app/purchase test screen). */
export function createDevStorePurchase(input: DevStorePurchaseInput) {
  return api.post<DevStorePurchaseAnswer>(paths.devPurchase, input);
}
