import type { OkResponse } from '@holdfast/shared/common';
import { communityApiPaths as paths, communityToasts as toasts, type UserModerationAction } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityUi as ui } from '../lib/texts';
import { useCommunityMutation } from './community-mutation';

/** POST community/moderation/users/{id}: dismiss the flags on a member or suspend them (community admins). */
export const moderateUser = ({ userId, action }: { userId: number; action: UserModerationAction }) =>
  api.post<OkResponse>(paths.moderateUser(userId), { action });
export const useModerateUser = () =>
  useCommunityMutation(moderateUser, {
    success: (a) => a.message,
    failure: (v) => (v.action === 'suspend' ? toasts.suspendUser : ui.moderationFailure),
  });
