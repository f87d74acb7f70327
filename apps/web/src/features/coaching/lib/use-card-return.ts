import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { coachingTexts } from '@holdfast/shared/coaching';
import { useCompleteCoachInvitation } from '../api/complete-coach-invitation';
import { useUpdateBillingCard } from '../api/update-billing-card';
import { cardFailure } from '../components/card-setup';

/**
 * Back on /billing-info from a bank's 3-D Secure page: Stripe adds `setup_intent` and
 * `redirect_status` to the return address (`card` says which form it was). A succeeded setup is
 * recorded as the form would have (onboarding completed, or the new card); otherwise the reason is said.
 */
export function useCardReturn(): { error: string | null } {
  const [query, setQuery] = useSearchParams();
  const complete = useCompleteCoachInvitation();
  const updateCard = useUpdateBillingCard();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);

  const setupIntent = query.get('setup_intent');
  const status = query.get('redirect_status');
  const purpose = query.get('card');
  useEffect(() => {
    if (handled.current || !setupIntent || (purpose !== 'setup' && purpose !== 'update')) return;
    handled.current = true;
    setQuery({}, { replace: true });
    if (status !== 'succeeded') return setError(coachingTexts.cardFailed);
    const record = purpose === 'setup' ? complete.mutateAsync : updateCard.mutateAsync;
    record({ setup_intent_id: setupIntent }).catch((err: unknown) => setError(cardFailure(err)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setupIntent, status, purpose]);

  return { error };
}
