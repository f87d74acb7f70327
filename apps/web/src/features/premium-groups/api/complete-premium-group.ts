import { useCompletePremiumGroup as useCompleteGroup } from '@/lib/api/complete-premium-group';
import { premiumKeys } from './query-keys';

/** 'Complete Premium Group' from premium group management (lib/api/complete-premium-group), refreshing this feature. */
export const useCompletePremiumGroup = () => useCompleteGroup(premiumKeys.all);
