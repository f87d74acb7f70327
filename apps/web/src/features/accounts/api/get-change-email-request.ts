import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApiPaths as paths, type ChangeEmailRequestAnswer } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';

export const changeEmailRequestQueryKey = ['users', 'change-email-request'] as const;

export function getChangeEmailRequest(signal?: AbortSignal): Promise<ChangeEmailRequestAnswer> {
  return api.get(paths.changeEmailRequest, { signal });
}

export function getChangeEmailRequestQueryOptions() {
  return queryOptions({
    queryKey: changeEmailRequestQueryKey,
    queryFn: ({ signal }) => getChangeEmailRequest(signal),
  });
}

export function useChangeEmailRequest(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getChangeEmailRequestQueryOptions(), enabled: options.enabled ?? true });
}
