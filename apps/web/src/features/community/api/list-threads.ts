import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, THREADS_PER_PAGE, type ThreadPage } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/topics/{id}/threads?page=&perPage=15: pinned first. */
export const listThreads = (topicId: number, page: number, signal?: AbortSignal) =>
  api.get<ThreadPage>(paths.topicThreads(topicId), { signal, query: { page, perPage: THREADS_PER_PAGE } });
export const useThreads = (topicId: number, page: number) =>
  useQuery(
    queryOptions({
      queryKey: communityKeys.threads(topicId, page),
      queryFn: ({ signal }) => listThreads(topicId, page, signal),
      placeholderData: keepPreviousData,
      enabled: topicId > 0,
    }),
  );
