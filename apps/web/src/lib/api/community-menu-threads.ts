import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths } from '@holdfast/shared/community';
import { api } from '../api-client';
import { notify } from '../notify';
import { getSystemConfig } from './get-system-config';

/**
 * communityToasts.loadMenu (shared/community), written out: importing the community texts put a
 * chunk of them into every signed-in first load (+1 KB, one request). The test checks they agree.
 */
export const LOAD_MENU_FAILED = 'Unable to load community menu items';

export interface MenuThread {
  id: number;
  title: string;
}

/**
 * The side menu's extra community threads (spec 1: "extra threads named in configuration"): the ids
 * of the CommunityMenuThread config, then GET community/threads?ids= (which skips unknown ids, as
 * the spec skips a thread that answers 404). A failure says 'Unable to load community menu items'
 * and leaves the menu without them.
 */
export async function listCommunityMenuThreads(signal?: AbortSignal): Promise<MenuThread[]> {
  try {
    const row = await getSystemConfig('CommunityMenuThread', signal);
    const raw = row.config.thread_ids;
    const ids = Array.isArray(raw) ? raw.filter((id): id is number => Number.isInteger(id) && (id as number) > 0) : [];
    if (!ids.length) return [];
    const threads = await api.get<MenuThread[]>(communityApiPaths.threads, { signal, query: { ids: ids.join(',') } });
    return threads.map(({ id, title }) => ({ id, title }));
  } catch (error) {
    if (!signal?.aborted) notify.error(LOAD_MENU_FAILED);
    throw error;
  }
}

export function useCommunityMenuThreads(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['community-menu-threads'],
      queryFn: ({ signal }) => listCommunityMenuThreads(signal),
      staleTime: 600_000,
      retry: false,
      enabled,
    }),
  );
}
