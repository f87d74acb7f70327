import type { OkResponse } from '@holdfast/shared/common';
import { communityApiPaths as paths, communityToasts as toasts } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { useCommunityMutation } from './community-mutation';

/** POST community/users/{id}/flag with the member's reason (to the moderation queue). */
export const flagUser = ({ userId, reason }: { userId: number; reason: string }) =>
  api.post<OkResponse>(paths.userFlag(userId), { reason });
export const useFlagUser = () =>
  useCommunityMutation(flagUser, {
    success: (a) => a.message,
    failure: toasts.flagUser,
  });
