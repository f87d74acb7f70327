import { coursesApiPaths as paths, type StoreVerifyAnswer, type StoreVerifyInput } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';

/** POST in-app/verify-purchase: the store's receipt checked by the server. */
export function verifyStorePurchase(input: StoreVerifyInput) {
  return api.post<StoreVerifyAnswer>(paths.verifyPurchase, input);
}
