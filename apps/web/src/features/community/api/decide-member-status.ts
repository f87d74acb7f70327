import type { OkResponse } from '@holdfast/shared/common';
import { communityApiPaths as paths, type MemberDecision } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityUi as ui } from '../lib/texts';
import { useCommunityMutation } from './community-mutation';

/** PUT community/users/{id}/members-status: approve or decline a woman's community access (community admins). */
export const decideMemberStatus = ({ userId, status }: { userId: number; status: MemberDecision }) =>
  api.put<OkResponse>(paths.userMembersStatus(userId), { status });
export const useDecideMemberStatus = () =>
  useCommunityMutation(decideMemberStatus, { success: (a) => a.message, failure: ui.moderationFailure });
