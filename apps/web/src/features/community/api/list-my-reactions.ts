import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type MyReaction } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/threads/{id}/my-reactions. */
export const listMyReactions = (threadId: number, signal?: AbortSignal) => api.get<MyReaction[]>(paths.myReactions(threadId), { signal });
export const useMyReactions = (threadId: number) =>
  useQuery(queryOptions({ queryKey: communityKeys.myReactions(threadId), queryFn: ({ signal }) => listMyReactions(threadId, signal) }));
