import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, FORUM_SEARCH_MIN, FORUM_SEARCH_PER_PAGE, type ForumSearchPage } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/search?q=: threads and replies matching the words (10 a page); asked only from 3 characters. */
export const searchForum = (q: string, page: number, signal?: AbortSignal) =>
  api.get<ForumSearchPage>(paths.search, { signal, query: { q, page, perPage: FORUM_SEARCH_PER_PAGE } });
export const useForumSearch = (q: string, page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...communityKeys.all, 'search', q, page] as const,
      queryFn: ({ signal }) => searchForum(q, page, signal),
      enabled: q.trim().length >= FORUM_SEARCH_MIN,
      placeholderData: keepPreviousData,
    }),
  );
