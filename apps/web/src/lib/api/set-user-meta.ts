import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { accountsApiPaths as paths, type UserMeta } from '@holdfast/shared/accounts';
import { userMetaQueryKey } from './get-user-meta';

export function setUserMeta(key: string, value: unknown): Promise<UserMeta> {
  return api.post<UserMeta>(paths.userMeta(encodeURIComponent(key)), { value });
}

export function useSetUserMeta(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: unknown) => setUserMeta(key, value),
    onSuccess: (meta) => queryClient.setQueryData(userMetaQueryKey(key), meta),
  });
}
