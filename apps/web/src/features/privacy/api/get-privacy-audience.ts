import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacyApiPaths as paths, type PrivacyAudience } from '@holdfast/shared/privacy';
import { api } from '@/lib/api-client';
import { privacyKeys } from './query-keys';

/** GET users/privacy/audience: everyone who can see my data, and what, through which link. */
export function getPrivacyAudience(signal?: AbortSignal): Promise<PrivacyAudience> {
  return api.get<PrivacyAudience>(paths.audience, { signal });
}

export function useGetPrivacyAudience() {
  return useQuery({
    ...queryOptions({ queryKey: privacyKeys.audience(), queryFn: ({ signal }) => getPrivacyAudience(signal), staleTime: 0 }),
    refetchOnMount: 'always',
  });
}
