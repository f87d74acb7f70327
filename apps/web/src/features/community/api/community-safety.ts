import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FORUM_SEARCH_MIN,
  FORUM_SEARCH_PER_PAGE,
  HIDE_CONTENT_WARNINGS_META,
  type ForumSearchPage,
  type StrugglingAnswer,
} from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { useUserMeta } from '@/lib/api/get-user-meta';
import { useSetUserMeta } from '@/lib/api/set-user-meta';
import { notify } from '@/lib/notify';
import { failureText } from './community-writes';
import { communityKeys } from './query-keys';

/** PATCH community/{threads|replies}/{id}/struggling: the author marks (or unmarks) their post. */
export function markStruggling(v: { kind: 'thread' | 'reply'; id: number; value: boolean }): Promise<StrugglingAnswer> {
  return api.patch<StrugglingAnswer>(`community/${v.kind === 'thread' ? 'threads' : 'replies'}/${v.id}/struggling`, {
    is_struggling: v.value,
  });
}

export function useMarkStruggling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markStruggling,
    onError: (error: unknown) => notify.error(failureText(error, 'Unable to update your post')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

/** GET community/search?q=: threads and replies matching the words (10 a page); asked only from 3 characters. */
export const searchForum = (q: string, page: number, signal?: AbortSignal) =>
  api.get<ForumSearchPage>('community/search', { signal, query: { q, page, perPage: FORUM_SEARCH_PER_PAGE } });
export const useForumSearch = (q: string, page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...communityKeys.all, 'search', q, page] as const,
      queryFn: ({ signal }) => searchForum(q, page, signal),
      enabled: q.trim().length >= FORUM_SEARCH_MIN,
      placeholderData: keepPreviousData,
    }),
  );

/** The member's choice to hide threads with content warnings (user-meta), and its switch. */
export function useHideContentWarnings() {
  const meta = useUserMeta(HIDE_CONTENT_WARNINGS_META);
  const set = useSetUserMeta(HIDE_CONTENT_WARNINGS_META);
  const queryClient = useQueryClient();
  return {
    hidden: meta.data?.value === true,
    ready: !meta.isPending,
    saving: set.isPending,
    async change(hide: boolean) {
      try {
        await set.mutateAsync(hide);
        await queryClient.invalidateQueries({ queryKey: communityKeys.all });
      } catch {
        notify.error('Unable to save your choice');
      }
    },
  };
}
