import { accountsTexts } from '@holdfast/shared/accounts';
import { useUpdateProfile } from '@/lib/api/update-profile';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** Saving (PUT users/profile) ends each flow; a 422's messages show on the form (from `error`), any other failure toasts. */
export function useSaveOnboardingProfile() {
  return useUpdateProfile({
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) notify.error(accountsTexts.profileUpdateFailure);
    },
  });
}
