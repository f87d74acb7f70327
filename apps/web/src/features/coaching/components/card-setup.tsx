import { Alert, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { coachBillingTexts as t, coachingTexts, coachingWebPaths } from '@holdfast/shared/coaching';
import { DevCardForm } from '@/components/payments/dev-card-form';
import { LoadFailure, SkeletonStack } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useGetBillingSetupIntent } from '../api/get-billing-setup-intent';

const StripeCardForm = lazy(() => import('@/components/payments/stripe-card-form'));

/** Where a bank's 3-D Secure page sends the coach back (Stripe adds setup_intent and redirect_status). */
const cardReturnUrl = (purpose: 'setup' | 'update') => `${window.location.origin}${coachingWebPaths.billing}?card=${purpose}`;

/** Why recording a saved card failed: the API's reason, else the spec's 'Unable to submit card'. */
export const cardFailure = (error: unknown) => (isApiError(error) && error.status > 0 ? error.message : coachingTexts.cardFailed);

/**
 * The billing card form: a setup intent from the API (asked again while it fails), then the
 * provider's form (the dev test card form, or Stripe's card Element in its own chunk). Once the
 * provider saved the card, `onSaved` records it with the setup intent's id; a failure is said here.
 */
export function CardSetup({
  purpose,
  submitLabel,
  onSaved,
}: {
  purpose: 'setup' | 'update';
  submitLabel: string;
  onSaved: (setupIntentId: string) => Promise<unknown>;
}) {
  const intent = useGetBillingSetupIntent(purpose);
  const [error, setError] = useState<string | null>(null);

  if (intent.isPending) {
    return (
      <SkeletonStack
        label={t.preparingCard}
        gap="sm"
        bars={[
          { height: 14, width: '70%' },
          { height: 36, radius: 'sm' },
          { height: 36, radius: 'sm' },
          { height: 36, width: '40%', radius: 'sm' },
        ]}
      />
    );
  }
  if (intent.isError) return <LoadFailure title={t.cardFormFailed} onRetry={() => void intent.refetch()} />;

  const data = intent.data;
  const save = async () => {
    setError(null);
    try {
      await onSaved(data.setup_intent_id);
    } catch (err) {
      setError(cardFailure(err));
    }
  };

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {data.provider === 'dev' ? (
        <DevCardForm intent={data} payLabel={submitLabel} onConfirmed={save} />
      ) : (
        <Suspense fallback={<Loader role="status" aria-label="Loading card form" />}>
          <StripeCardForm
            intent={{ client_secret: data.client_secret, publishable_key: data.publishable_key, return_url: cardReturnUrl(purpose) }}
            payLabel={submitLabel}
            onConfirmed={save}
            failedText={coachingTexts.cardFailed}
          />
        </Suspense>
      )}
    </Stack>
  );
}
