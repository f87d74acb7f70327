import { REPLY_MODERATOR_ROLES, THREAD_PIN_ROLES, isCommunityAdmin } from '@holdfast/shared/community';
import { useProfile } from '@/lib/api/get-profile';

export interface Viewer {
  id: number;
  /** community_admin or upgrade_admin: sees hidden replies and may hide or show them. */
  isModerator: boolean;
  /** community_admin or ff_admin: may pin a thread when starting it. */
  mayPin: boolean;
  /** community_admin: the moderation queue, women's approvals, suspending. */
  isCommunityAdmin: boolean;
}

export function useViewer(): Viewer {
  const profile = useProfile();
  const roles = profile.data?.roles.map((r) => r.name as string) ?? [];
  return {
    id: profile.data?.id ?? 0,
    isModerator: REPLY_MODERATOR_ROLES.some((r) => roles.includes(r)),
    mayPin: THREAD_PIN_ROLES.some((r) => roles.includes(r)),
    isCommunityAdmin: isCommunityAdmin(roles),
  };
}
