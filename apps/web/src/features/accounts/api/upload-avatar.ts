import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type User } from '@holdfast/shared/accounts';
import { profileQueryKey } from '@/lib/api/get-profile';
import { api } from '@/lib/api-client';

export function uploadAvatar(file: File): Promise<User> {
  const body = new FormData();
  body.append('profile_picture', file);
  return api.post<User>(paths.avatar, body);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => queryClient.setQueryData(profileQueryKey, user),
  });
}
