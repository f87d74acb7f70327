import { Navigate, Outlet } from 'react-router';
import { communityTargets } from '@holdfast/shared/community';
import { PageSkeleton } from '@/components/page-skeleton';
import { useProfile } from '@/lib/api/get-profile';
import { useMemberStatus } from '../api/get-member-status';
import { ApprovalScreen } from '../components/approval-screen';

/** Women need an approved members-status (spec 3 section 4); the API answers `approved` at once for everyone else. */
export function useCommunityApproval() {
  const profile = useProfile();
  const asks = profile.data?.profile?.gender === 'Female';
  const status = useMemberStatus(asks);
  return {
    pending: profile.isPending || (asks && status.isPending),
    /** pending or rejected: the approval screen; null: may enter (a failed read lets the pages show the API's answer). */
    waiting: asks && status.data && status.data.status !== 'approved' ? status.data.status : null,
  };
}

/**
 * Every community page but the agreement needs the agreement accepted (spec 3 section 4): otherwise
 * the member goes to /community/policy-agreement. The API refuses the same (403
 * community_agreement_required), and the pages follow that answer too (components/query-problem).
 * A woman waiting for approval sees that, whatever community page she opens.
 */
export function CommunityGate() {
  const profile = useProfile();
  const approval = useCommunityApproval();
  if (profile.isPending || approval.pending) return <PageSkeleton />;
  if (approval.waiting) return <ApprovalScreen status={approval.waiting} />;
  if (!profile.data?.profile?.community_agreement_accepted) return <Navigate to={communityTargets.agreement} replace />;
  return <Outlet />;
}
