import { coursesApiPaths as paths, type DevCardAnswer, type DevCardConfirmInput } from '@holdfast/shared/courses';
import { api } from '../api-client';

/**
 * The built-in dev payment provider's card confirmation (stands in for Stripe.js confirmCardSetup),
 * for any area that takes a card: courses and premium groups.
 */
export function confirmDevCard({ setupIntentId, ...input }: DevCardConfirmInput & { setupIntentId: string }): Promise<DevCardAnswer> {
  return api.post<DevCardAnswer>(paths.devCardConfirm(encodeURIComponent(setupIntentId)), input);
}
