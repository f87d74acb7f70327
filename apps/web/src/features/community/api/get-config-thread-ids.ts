import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSystemConfig } from '@/lib/api/get-system-config';

type ThreadListConfig = 'CommunityDashboardAccordionList' | 'CommunityMenuThread';

/** A system config's thread ids (CommunityDashboardAccordionList, CommunityMenuThread); none when unset. */
export async function getConfigThreadIds(type: ThreadListConfig, signal?: AbortSignal): Promise<number[]> {
  const row = await getSystemConfig(type, signal);
  const ids = row.config.thread_ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0) : [];
}
export const useConfigThreadIds = (type: ThreadListConfig) =>
  useQuery(
    queryOptions({ queryKey: ['system-configs', type], queryFn: ({ signal }) => getConfigThreadIds(type, signal), staleTime: 300_000 }),
  );
