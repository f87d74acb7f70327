import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  NESTED_REPLIES_PER_PAGE,
  REPLIES_PER_PAGE,
  THREADS_PER_PAGE,
  WATCH_LIST_PER_PAGE,
  type Category,
  type MyReaction,
  type Reply,
  type ReplyPage,
  type Thread,
  type ThreadPage,
  type Topic,
  type TopicPage,
  type UserReplyPage,
} from '@holdfast/shared/community';
import type { SystemConfig } from '@holdfast/shared/reference';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/categories: the categories I may see (certified only for certified leaders). */
export const listCategories = (signal?: AbortSignal) => api.get<Category[]>('community/categories', { signal });
export const useCategories = () =>
  useQuery(queryOptions({ queryKey: communityKeys.categories(), queryFn: ({ signal }) => listCategories(signal) }));

/** GET community/categories/{key}/topics. */
export const listTopics = (key: string, signal?: AbortSignal) =>
  api.get<Topic[]>(`community/categories/${encodeURIComponent(key)}/topics`, { signal });
export const useTopics = (key: string) =>
  useQuery(queryOptions({ queryKey: communityKeys.topics(key), queryFn: ({ signal }) => listTopics(key, signal) }));

/** GET community/topics/{id}. */
export const getTopic = (id: number, signal?: AbortSignal) => api.get<Topic>(`community/topics/${id}`, { signal });
export const useTopic = (id: number) =>
  useQuery(queryOptions({ queryKey: communityKeys.topic(id), queryFn: ({ signal }) => getTopic(id, signal), enabled: id > 0 }));

/** GET community/topics/{id}/threads?page=&perPage=15: pinned first. */
export const listThreads = (topicId: number, page: number, signal?: AbortSignal) =>
  api.get<ThreadPage>(`community/topics/${topicId}/threads`, { signal, query: { page, perPage: THREADS_PER_PAGE } });
export const useThreads = (topicId: number, page: number) =>
  useQuery(
    queryOptions({
      queryKey: communityKeys.threads(topicId, page),
      queryFn: ({ signal }) => listThreads(topicId, page, signal),
      placeholderData: keepPreviousData,
      enabled: topicId > 0,
    }),
  );

/** GET community/threads/{id}. */
export const getThread = (id: number, signal?: AbortSignal) => api.get<Thread>(`community/threads/${id}`, { signal });
export const useThread = (id: number) =>
  useQuery(queryOptions({ queryKey: communityKeys.thread(id), queryFn: ({ signal }) => getThread(id, signal), enabled: id > 0 }));

/** GET community/threads?ids=: threads named by a config; unknown ids are skipped by the API. */
export const listThreadsByIds = (ids: readonly number[], signal?: AbortSignal) =>
  api.get<Thread[]>('community/threads', { signal, query: { ids: ids.join(',') } });
export const useThreadsByIds = (ids: readonly number[], enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: communityKeys.recommended(ids),
      queryFn: ({ signal }) => listThreadsByIds(ids, signal),
      enabled: enabled && ids.length > 0,
    }),
  );

/** GET community/threads/{id}/replies?page=&perPage=15: top-level replies with their first 5 nested ones. */
export const listReplies = (threadId: number, page: number, signal?: AbortSignal) =>
  api.get<ReplyPage>(`community/threads/${threadId}/replies`, { signal, query: { page, perPage: REPLIES_PER_PAGE } });
export const useReplies = (threadId: number, page: number) =>
  useQuery(
    queryOptions({
      queryKey: communityKeys.replies(threadId, page),
      queryFn: ({ signal }) => listReplies(threadId, page, signal),
      placeholderData: keepPreviousData,
    }),
  );

/**
 * GET community/threads/{id}/replies?parent_reply_id=&perPage=5: one top-level reply's nested
 * replies, 5 at a time. Its first 5 come with the reply (flatten_replies), so this starts at page 2.
 */
export const listNestedReplies = (threadId: number, parentId: number, page: number, signal?: AbortSignal) =>
  api.get<ReplyPage>(`community/threads/${threadId}/replies`, {
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

/** GET community/threads/{id}/favourite-replies: the most reacted, up to 3. */
export const listFavouriteReplies = (threadId: number, signal?: AbortSignal) =>
  api.get<Reply[]>(`community/threads/${threadId}/favourite-replies`, { signal });
export const useFavouriteReplies = (threadId: number) =>
  useQuery(queryOptions({ queryKey: communityKeys.favourites(threadId), queryFn: ({ signal }) => listFavouriteReplies(threadId, signal) }));

/** GET community/threads/{id}/my-reactions. */
export const listMyReactions = (threadId: number, signal?: AbortSignal) =>
  api.get<MyReaction[]>(`community/threads/${threadId}/my-reactions`, { signal });
export const useMyReactions = (threadId: number) =>
  useQuery(queryOptions({ queryKey: communityKeys.myReactions(threadId), queryFn: ({ signal }) => listMyReactions(threadId, signal) }));

const nextPage = (last: { page: number; totalPages: number }) => (last.page < last.totalPages ? last.page + 1 : undefined);

/** GET community/watched-threads (15 a page, loaded as the list scrolls). */
export const useWatchedThreads = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityKeys.watchedThreads(),
      queryFn: ({ pageParam, signal }) =>
        api.get<ThreadPage>('community/watched-threads', { signal, query: { page: pageParam, perPage: WATCH_LIST_PER_PAGE } }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );

/** GET community/watched-topics (15 a page). */
export const useWatchedTopics = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityKeys.watchedTopics(),
      queryFn: ({ pageParam, signal }) =>
        api.get<TopicPage>('community/watched-topics', { signal, query: { page: pageParam, perPage: WATCH_LIST_PER_PAGE } }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );

/** GET community/users/{id}/replies (15 a page): a member's recent replies. */
export const useUserReplies = (userId: number) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityKeys.userReplies(userId),
      queryFn: ({ pageParam, signal }) =>
        api.get<UserReplyPage>(`community/users/${userId}/replies`, { signal, query: { page: pageParam } }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
      enabled: userId > 0,
    }),
  );

/** A system config's thread ids (CommunityDashboardAccordionList, CommunityMenuThread); none when unset. */
export async function getConfigThreadIds(
  type: 'CommunityDashboardAccordionList' | 'CommunityMenuThread',
  signal?: AbortSignal,
): Promise<number[]> {
  const row = await api.get<SystemConfig>(`system-configs/${type}`, { signal });
  const ids = row.config.thread_ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0) : [];
}
export const useConfigThreadIds = (type: 'CommunityDashboardAccordionList' | 'CommunityMenuThread') =>
  useQuery(
    queryOptions({ queryKey: ['system-configs', type], queryFn: ({ signal }) => getConfigThreadIds(type, signal), staleTime: 300_000 }),
  );

/** CommunityPolicy's text (config.community_policy_content); '' when unset. */
export async function getCommunityPolicy(signal?: AbortSignal): Promise<string> {
  const row = await api.get<SystemConfig>('system-configs/CommunityPolicy', { signal });
  const content = row.config.community_policy_content;
  return typeof content === 'string' ? content : '';
}
export const useCommunityPolicy = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['system-configs', 'CommunityPolicy'],
      queryFn: ({ signal }) => getCommunityPolicy(signal),
      staleTime: 300_000,
      enabled,
    }),
  );
