import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsTexts, type UpdateProfileBody, type User } from '@holdfast/shared/accounts';
import { storeSavedProfile } from '@/lib/api/get-profile';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** PUT users/profile with the onboarding answers; creates the profile. */
export function saveOnboardingProfile(input: UpdateProfileBody): Promise<User> {
  return api.put<User>('users/profile', input);
}

/** Saving ends each flow; a 422's messages show on the form (from `error`), any other failure toasts. */
export function useSaveOnboardingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingProfile,
    onSuccess: (user) => storeSavedProfile(queryClient, user),
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) notify.error(accountsTexts.profileUpdateFailure);
    },
  });
}
