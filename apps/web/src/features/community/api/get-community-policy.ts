import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSystemConfig } from '@/lib/api/get-system-config';

/** CommunityPolicy's text (config.community_policy_content); '' when unset. */
export async function getCommunityPolicy(signal?: AbortSignal): Promise<string> {
  const row = await getSystemConfig('CommunityPolicy', signal);
  const content = row.config.community_policy_content;
  return typeof content === 'string' ? content : '';
}
export const useCommunityPolicy = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['system-configs', 'CommunityPolicy'],
      queryFn: ({ signal }) => getCommunityPolicy(signal),
      staleTime: 300_000,
      enabled,
    }),
  );
