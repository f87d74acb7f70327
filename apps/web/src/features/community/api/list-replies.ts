import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, REPLIES_PER_PAGE, type ReplyPage } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/threads/{id}/replies?page=&perPage=15: top-level replies with their first 5 nested ones. */
export const listReplies = (threadId: number, page: number, signal?: AbortSignal) =>
  api.get<ReplyPage>(paths.threadReplies(threadId), { signal, query: { page, perPage: REPLIES_PER_PAGE } });
export const useReplies = (threadId: number, page: number) =>
  useQuery(
    queryOptions({
      queryKey: communityKeys.replies(threadId, page),
      queryFn: ({ signal }) => listReplies(threadId, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
