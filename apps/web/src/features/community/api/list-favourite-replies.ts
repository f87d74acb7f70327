import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type Reply } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/threads/{id}/favourite-replies: the most reacted, up to 3. */
export const listFavouriteReplies = (threadId: number, signal?: AbortSignal) =>
  api.get<Reply[]>(paths.favouriteReplies(threadId), { signal });
export const useFavouriteReplies = (threadId: number) =>
  useQuery(queryOptions({ queryKey: communityKeys.favourites(threadId), queryFn: ({ signal }) => listFavouriteReplies(threadId, signal) }));
