import { premiumApiPaths as paths, premiumTexts as t, type PremiumGroupActionResponse } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { usePremiumGroupAction } from '@/lib/api/complete-premium-group';
import { premiumKeys } from './query-keys';

/** PATCH premium-groups/start (group_id): 4 or more pre-paid; non-payers removed, subscription links sent. */
export const startPremiumGroup = (groupId: number) => api.patch<PremiumGroupActionResponse>(paths.start, { group_id: groupId });
export const useStartPremiumGroup = () => usePremiumGroupAction(startPremiumGroup, t.startFailure, premiumKeys.all);
