import { Navigate, Outlet } from 'react-router';
import { communityTargets } from '@holdfast/shared/community';
import { PageSkeleton } from '@/components/page-skeleton';
import { useProfile } from '@/lib/api/get-profile';

/**
 * Every community page but the agreement needs the agreement accepted (spec 3 section 4): otherwise
 * the member goes to /community/policy-agreement. The API refuses the same (403
 * community_agreement_required), and the pages follow that answer too (components/query-problem).
 */
export function CommunityGate() {
  const profile = useProfile();
  if (profile.isPending) return <PageSkeleton />;
  if (!profile.data?.profile?.community_agreement_accepted) return <Navigate to={communityTargets.agreement} replace />;
  return <Outlet />;
}
