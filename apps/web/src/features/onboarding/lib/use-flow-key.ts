import { useProfile } from '@/lib/api/get-profile';
import { flowKey } from './onboarding-storage';

/** The signed-in user's storage key of an onboarding flow. */
export function useFlowKey(flow: string): string {
  return flowKey(flow, useProfile().data?.id);
}
