import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { ERROR_CODES } from '@holdfast/shared/common';
import { communityTargets } from '@holdfast/shared/community';
import { LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { ApprovalScreen } from './approval-screen';

/**
 * A community read that failed: the agreement not accepted goes to the agreement page; an unknown
 * (or not visible) thread or topic says so and goes to /PageNotFound (spec 3 section 8); anything
 * else shows what failed with 'Try again'.
 */
export function QueryProblem({
  error,
  title,
  notFoundToast,
  onRetry,
}: {
  error: unknown;
  title: string;
  notFoundToast?: string;
  onRetry: () => void;
}) {
  const agreement = isApiError(error) && error.code === ERROR_CODES.communityAgreementRequired;
  const notFound = !!notFoundToast && isApiError(error) && (error.status === 404 || error.status === 403 || error.status === 422);
  useEffect(() => {
    if (notFound && notFoundToast) notify.error(notFoundToast);
  }, [notFound, notFoundToast]);
  if (isApiError(error) && error.code === ERROR_CODES.communityApprovalRequired) return <ApprovalScreen status="pending" />;
  if (agreement) return <Navigate to={communityTargets.agreement} replace />;
  if (notFound) return <Navigate to="/PageNotFound" replace />;
  return <LoadFailure title={title} onRetry={onRetry} />;
}
