import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, WATCH_LIST_PER_PAGE, type TopicPage } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/watched-topics (15 a page). */
export const listWatchedTopics = (page: number, signal?: AbortSignal) =>
  api.get<TopicPage>(paths.watchedTopics, { signal, query: { page, perPage: WATCH_LIST_PER_PAGE } });
export const useWatchedTopics = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityKeys.watchedTopics(),
      queryFn: ({ pageParam, signal }) => listWatchedTopics(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    }),
  );
