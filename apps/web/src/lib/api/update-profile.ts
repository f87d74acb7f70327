import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type UpdateProfileBody, type User } from '@holdfast/shared/accounts';
import { api } from '../api-client';
import { storeSavedProfile } from './get-profile';

/** PUT users/profile: the profile page's edits and the onboarding answers (which create the profile). */
export function updateProfile(input: UpdateProfileBody): Promise<User> {
  return api.put<User>(paths.profile, input);
}

/** The saved profile is stored as the one read; `onError` is the caller's (the profile page shows its own). */
export function useUpdateProfile({ onError }: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => storeSavedProfile(queryClient, user),
    onError,
  });
}
