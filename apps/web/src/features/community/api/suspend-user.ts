import type { OkResponse } from '@holdfast/shared/common';
import { communityApiPaths as paths, communityToasts as toasts } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { useCommunityMutation } from './community-mutation';

/** POST community/users/{id}/suspend (community admins). */
export const suspendUser = (userId: number) => api.post<OkResponse>(paths.userSuspend(userId));
export const useSuspendUser = () =>
  useCommunityMutation(suspendUser, {
    success: (a) => a.message,
    failure: toasts.suspendUser,
  });
