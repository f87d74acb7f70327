import { Navigate } from 'react-router';
import { stepRedirect, type CheckInStep } from '../lib/check-in-draft';
import { useCheckInFlow } from './check-in-flow-context';

/** Direct entry to a later step without the earlier answers goes back (spec 1 "Daily check-in"). */
export function useStepGuard(step: CheckInStep) {
  const flow = useCheckInFlow();
  const target = stepRedirect(step, flow.draft);
  if (!target || flow.isSubmitting || flow.isQueued) return null;
  const to = target === 'start' ? (flow.mode === 'new' ? '/check-in' : flow.stepPath('emotion')) : flow.stepPath(target);
  return <Navigate to={to} replace />;
}
