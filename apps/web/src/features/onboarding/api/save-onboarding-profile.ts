import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, User } from '@holdfast/shared/accounts';
import { profileQueryKey } from '@/lib/api/get-profile';
import { api } from '@/lib/api-client';

/** PUT users/profile with the onboarding answers; creates the profile. */
export function saveOnboardingProfile(input: UpdateProfileBody): Promise<User> {
  return api.put<User>('users/profile', input);
}

export function useSaveOnboardingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingProfile,
    onSuccess: (user) => queryClient.setQueryData(profileQueryKey, user),
  });
}
