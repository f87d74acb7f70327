import type { OkResponse } from '@holdfast/shared/common';
import { communityApiPaths as paths, type ReplyModerationAction } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityUi as ui } from '../lib/texts';
import { useCommunityMutation } from './community-mutation';

/** POST community/moderation/replies/{id}: hide, restore, dismiss or suspend the author (community admins). */
export const moderateReply = ({ replyId, action }: { replyId: number; action: ReplyModerationAction }) =>
  api.post<OkResponse>(paths.moderateReply(replyId), { action });
export const useModerateReply = () => useCommunityMutation(moderateReply, { success: (a) => a.message, failure: ui.moderationFailure });
