import type { OkResponse } from '@holdfast/shared/common';
import { communityApiPaths as paths, communityToasts as toasts } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { useCommunityMutation } from './community-mutation';

/** DELETE community/replies/{id}: the author only. */
export function deleteReply(replyId: number): Promise<OkResponse> {
  return api.delete<OkResponse>(paths.reply(replyId));
}
export const useDeleteReply = () => useCommunityMutation(deleteReply, { success: () => toasts.replyDeleted, failure: toasts.deleteReply });
