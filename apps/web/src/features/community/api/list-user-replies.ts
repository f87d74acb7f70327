import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type UserReplyPage } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/users/{id}/replies (15 a page): a member's recent replies. */
export const listUserReplies = (userId: number, page: number, signal?: AbortSignal) =>
  api.get<UserReplyPage>(paths.userReplies(userId), { signal, query: { page } });
export const useUserReplies = (userId: number) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityKeys.userReplies(userId),
      queryFn: ({ pageParam, signal }) => listUserReplies(userId, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
      enabled: userId > 0,
    }),
  );
