import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, User } from '@holdfast/shared/accounts';
import { storeSavedProfile } from '@/lib/api/get-profile';
import { api } from '@/lib/api-client';

export function updateProfile(input: UpdateProfileBody): Promise<User> {
  return api.put<User>('users/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => storeSavedProfile(queryClient, user),
  });
}
