import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, WATCH_LIST_PER_PAGE, type ThreadPage } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/watched-threads (15 a page, loaded as the list scrolls). */
export const listWatchedThreads = (page: number, signal?: AbortSignal) =>
  api.get<ThreadPage>(paths.watchedThreads, { signal, query: { page, perPage: WATCH_LIST_PER_PAGE } });
export const useWatchedThreads = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityKeys.watchedThreads(),
      queryFn: ({ pageParam, signal }) => listWatchedThreads(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    }),
  );
