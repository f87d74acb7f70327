import type { OkResponse } from '@holdfast/shared/common';
import { communityApiPaths as paths, communityToasts as toasts } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { useCommunityMutation } from './community-mutation';

/** POST community/replies/{id}/flag with the member's reason. */
export function flagReply({ replyId, reason }: { replyId: number; reason: string }): Promise<OkResponse> {
  return api.post<OkResponse>(paths.replyFlag(replyId), { reason });
}
export const useFlagReply = () => useCommunityMutation(flagReply, { success: () => toasts.replyFlagged, failure: toasts.flagReply });
