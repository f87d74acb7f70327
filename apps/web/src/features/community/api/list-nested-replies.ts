import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, NESTED_REPLIES_PER_PAGE, type ReplyPage } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/**
 * GET community/threads/{id}/replies?parent_reply_id=&perPage=5: one top-level reply's nested
 * replies, 5 at a time. Its first 5 come with the reply (flatten_replies), so this starts at page 2.
 */
export const listNestedReplies = (threadId: number, parentId: number, page: number, signal?: AbortSignal) =>
  api.get<ReplyPage>(paths.threadReplies(threadId), {
    signal,
    query: { page, perPage: NESTED_REPLIES_PER_PAGE, parent_reply_id: parentId },
  });
export const useNestedReplies = (threadId: number, parentId: number, enabled: boolean) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityKeys.nested(threadId, parentId),
      queryFn: ({ pageParam, signal }) => listNestedReplies(threadId, parentId, pageParam, signal),
      initialPageParam: 2,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
      enabled,
    }),
  );
