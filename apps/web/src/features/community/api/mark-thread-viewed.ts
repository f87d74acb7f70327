import { communityApiPaths as paths, type ThreadView } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';

/** POST community/threads/{id}/view: counted once a day; nothing to tell the member. */
export function markThreadViewed(threadId: number): Promise<ThreadView> {
  return api.post<ThreadView>(paths.threadView(threadId));
}
