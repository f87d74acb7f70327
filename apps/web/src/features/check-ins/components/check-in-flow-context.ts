import { createContext, useContext } from 'react';
import type { CheckInDraft, CheckInStep } from '../lib/check-in-draft';

export interface CheckInFlowValue {
  mode: 'new' | 'edit';
  checkInId: number | null;
  draft: CheckInDraft;
  update: (patch: Partial<CheckInDraft>) => void;
  /** Path of a step in this flow (new or edit). */
  stepPath: (step: CheckInStep) => string;
  /** Where the first step's Back link goes. */
  startBackPath: string;
  /** Submits (POST or PUT). `skipFaster` sends the check-in without the scale. */
  finish: (skipFaster: boolean) => Promise<void>;
  isSubmitting: boolean;
  /** A submit made offline is waiting for the connection. */
  isQueued: boolean;
  submitErrors: string[];
}

export const CheckInFlowContext = createContext<CheckInFlowValue | null>(null);

export function useCheckInFlow(): CheckInFlowValue {
  const value = useContext(CheckInFlowContext);
  if (!value) throw new Error('useCheckInFlow must be used inside CheckInFlow');
  return value;
}
