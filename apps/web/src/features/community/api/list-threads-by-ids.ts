import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type Thread } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/threads?ids=: threads named by a config; unknown ids are skipped by the API. */
export const listThreadsByIds = (ids: readonly number[], signal?: AbortSignal) =>
  api.get<Thread[]>(paths.threads, { signal, query: { ids: ids.join(',') } });
export const useThreadsByIds = (ids: readonly number[], enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: communityKeys.recommended(ids),
      queryFn: ({ signal }) => listThreadsByIds(ids, signal),
      enabled: enabled && ids.length > 0,
    }),
  );
