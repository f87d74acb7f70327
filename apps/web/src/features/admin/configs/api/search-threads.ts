import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { configsApiPaths as paths, type AdminThreadSearch } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { configsKeys } from './query-keys';

/** GET admin/community/threads?q=: threads whose title holds q (the newest when empty). */
export function searchThreads(q: string, signal?: AbortSignal): Promise<AdminThreadSearch> {
  return api.get<AdminThreadSearch>(paths.communityThreads, { query: { q }, signal });
}

export function useSearchThreads(q: string) {
  return useQuery({
    queryKey: configsKeys.threads(q),
    queryFn: ({ signal }) => searchThreads(q, signal),
    placeholderData: keepPreviousData,
  });
}
