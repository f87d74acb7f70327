import { META_KEYS } from '@holdfast/shared/accounts';
import { DEFAULT_FEATURE_FLAGS } from '@holdfast/shared/reference';
import type { ShellContext } from '@holdfast/shared/shell';
import { useAppInfo } from '@/lib/api/get-app-info';
import { useProfile } from '@/lib/api/get-profile';
import { useUserMeta } from '@/lib/api/get-user-meta';
import { toShellUser } from '@/lib/shell-user';

/** Everything the shell rules of packages/shared need, from the cached session queries. */
export function useShellContext() {
  const profile = useProfile();
  const appInfo = useAppInfo();
  const user = toShellUser(profile.data);
  const meta = useUserMeta(META_KEYS.dashboardOnboardingDone, {
    enabled: !!user && user.isVerified && user.hasProfile,
  });
  const features = appInfo.data?.features ?? DEFAULT_FEATURE_FLAGS;
  const ctx: ShellContext = {
    user,
    features: { multicourse: features.multicourse, newUserCourseOnboarding: features.newUserCourseOnboarding },
    isOnboardingDone: Boolean(meta.data?.value),
  };
  const links = appInfo.data?.links ?? { donate: 'https://holdfast.app/donate', help_desk: 'https://holdfast.app/help', support_email: '' };
  return { ctx, user, rawUser: profile.data, links, appInfo: appInfo.data };
}
