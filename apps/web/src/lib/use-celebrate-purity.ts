import { useEffect } from 'react';
import { STREAK_MILESTONES } from '@holdfast/shared/check-ins';

/**
 * The dashboard's one celebration hook: only when the purity streak sits on a milestone is the
 * celebration's code (lib/celebrate) loaded, so the dashboard's first load does not carry it.
 */
export function useCelebratePurityMilestone(purityStreak: number | undefined, today: string | undefined) {
  useEffect(() => {
    if (purityStreak === undefined || !today || !(STREAK_MILESTONES as readonly number[]).includes(purityStreak)) return;
    void import('./celebrate').then((m) => m.celebratePurityMilestone(purityStreak, today));
  }, [purityStreak, today]);
}
