import { useResendSubscription as useResendSubscriptionLink } from '@/lib/api/resend-subscription';
import { premiumKeys } from './query-keys';

/** 'Resend Subscription' from premium group management (lib/api/resend-subscription), refreshing this feature. */
export const useResendSubscription = () => useResendSubscriptionLink(premiumKeys.all);
