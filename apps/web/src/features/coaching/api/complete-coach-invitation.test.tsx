import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { coachBillingAnswerSchema, type CoachDetail } from '@holdfast/shared/coaching';
import { coachDetail } from '@/test/coach-billing';
import { mockApi, signIn } from '@/test/render';
import { useCompleteCoachInvitation } from './complete-coach-invitation';
import { coachingKeys } from './query-keys';

describe('useCompleteCoachInvitation', () => {
  it("keeps the cached coach record whole: the answer's billing state updates only its billing fields", async () => {
    signIn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const before = coachDetail({
      is_billing_setup_complete: false,
      subscription_status: null,
      users: [{ id: 3, request_status: 'pending' }],
    });
    client.setQueryData(coachingKeys.coach(), before);
    const item = { coach_id: 7, is_billing_setup_complete: true, subscription_status: 'active', is_open: true, trial_end: null };
    mockApi({ 'PATCH coach/invitation/complete': [200, coachBillingAnswerSchema.parse({ message: 'Billing set up', item })] });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCompleteCoachInvitation(), { wrapper });

    await act(() => result.current.mutateAsync({ setup_intent_id: 'seti_1' }));

    expect(client.getQueryData<CoachDetail>(coachingKeys.coach())).toEqual({
      ...before,
      is_billing_setup_complete: true,
      subscription_status: 'active',
    });
  });
});
