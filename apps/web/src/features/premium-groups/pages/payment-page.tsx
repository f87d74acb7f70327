import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { groupsWebPaths } from '@holdfast/shared/groups';
import { formatUsd, memberPremiumStatusLabels, premiumTexts as t, type PremiumSetupIntent } from '@holdfast/shared/premium-groups';
import { DevCardForm } from '@/components/payments/dev-card-form';
import { PageFrame } from '@/components/page-frame';
import { LoadFailure, SkeletonStack } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useConfirmPremiumPayment } from '../api/confirm-premium-payment';
import { useCreatePremiumSetupIntent } from '../api/create-premium-setup-intent';
import { useGetMemberPayment, type PaymentKind } from '../api/get-member-payment';
import { PaymentLines } from '../components/payment-lines';
import { usePremiumRefresh } from '../lib/use-premium-refresh';

const StripeCardForm = lazy(() => import('@/components/payments/stripe-card-form'));

/** A Stripe intent may carry its publishable key (the dev provider's never does). */
const publishableKeyOf = (intent: PremiumSetupIntent): string | null =>
  'publishable_key' in intent && typeof intent.publishable_key === 'string' ? intent.publishable_key : null;

/**
 * /premium-groups/payment/{memberId}: the page the pre-payment and subscription mails link to.
 * It shows what is due, then the provider's card form: the dev card
 * provider by default, Stripe when the server is configured for it. The server confirms with the
 * provider; a payment confirmed after the tab closed still counts (the webhook).
 */
export function PremiumPaymentPage() {
  const memberId = Number(useParams().memberId);
  const [query, setQuery] = useSearchParams();
  const status = useGetMemberPayment(memberId);
  const setup = useCreatePremiumSetupIntent();
  const confirm = useConfirmPremiumPayment();
  const [intent, setIntent] = useState<{ kind: PaymentKind; value: PremiumSetupIntent } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const returned = useRef(false);
  usePremiumRefresh();

  const finish = async (kind: PaymentKind, setupIntentId: string) => {
    try {
      await confirm.mutateAsync({ memberId, kind, setupIntentId });
      setIntent(null);
      notify.success(t.transactionCompleted);
    } catch (err) {
      notify.error(t.transactionNotCompleted);
      setError(isApiError(err) ? err.message : t.transactionNotCompleted);
      throw err;
    }
  };

  // Back from a bank's 3-D Secure page: Stripe appends setup_intent to the return URL.
  const returnedIntent = query.get('setup_intent');
  const returnedKind = query.get('kind') as PaymentKind | null;
  useEffect(() => {
    if (returned.current || !returnedIntent || (returnedKind !== 'pre-payment' && returnedKind !== 'subscription')) return;
    returned.current = true;
    setQuery({}, { replace: true });
    void finish(returnedKind, returnedIntent).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returnedIntent, returnedKind]);

  const title = 'Premium group payment';
  if (status.isPending) {
    return (
      <PageFrame title={title}>
        <SkeletonStack
          label="Loading payment"
          gap="sm"
          bars={[
            { height: 28, width: '60%' },
            { height: 120, radius: 'md' },
          ]}
        />
      </PageFrame>
    );
  }
  if (status.isError) {
    const gone = isApiError(status.error) && [403, 404].includes(status.error.status);
    return (
      <PageFrame title={title}>
        {gone ? (
          <Alert color="yellow" role="alert" title="This payment link is not yours or no longer valid.">
            <Button component={Link} to={groupsWebPaths.smallGroups} variant="light" size="xs" mt="xs">
              Go to your groups
            </Button>
          </Alert>
        ) : (
          <LoadFailure title="Unable to load the payment" onRetry={() => void status.refetch()} />
        )}
      </PageFrame>
    );
  }

  const s = status.data;
  const due = s.due;
  const amountText =
    due === 'subscription' ? `${formatUsd(s.monthly_amount)} / month for ${s.subscription_months} months` : formatUsd(s.amount);
  const payLabel = due === 'subscription' ? 'Subscribe' : `Pay ${formatUsd(s.amount)}`;

  const begin = () => {
    if (!due) return;
    setError(null);
    setup.mutate(
      { memberId, kind: due },
      {
        onSuccess: (value) => setIntent({ kind: due, value }),
        onError: (err) => setError(isApiError(err) ? err.message : t.transactionNotCompleted),
      },
    );
  };

  return (
    <PageFrame title={title} intro={s.group_name}>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light">{memberPremiumStatusLabels[s.premium_group_status]}</Badge>
          </Group>
          {due === 'pre-payment' && (
            <Text>
              Pre-payment (the first month): <strong>{amountText}</strong>. Paying keeps your seat in the group.
            </Text>
          )}
          {due === 'subscription' && (
            <Text>
              Subscription: <strong>{amountText}</strong>, for the remaining months of the program.
            </Text>
          )}
          {!due && (
            <Text role="status">
              {s.premium_group_status === 'subscription-created'
                ? 'Your subscription is set up. Nothing is due.'
                : s.premium_group_status === 'pre-payment-completed'
                  ? 'Your pre-payment is complete. The subscription link comes once the group starts.'
                  : 'Nothing is due now.'}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t.priceText}
          </Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {due && !intent && (
            <Button onClick={begin} loading={setup.isPending} style={{ alignSelf: 'flex-start' }}>
              Continue to payment
            </Button>
          )}
          {intent &&
            (intent.value.provider === 'dev' ? (
              <DevCardForm
                intent={intent.value}
                payLabel={payLabel}
                onConfirmed={() => finish(intent.kind, intent.value.setup_intent_id)}
              />
            ) : (
              <Suspense fallback={<Loader role="status" aria-label="Loading card form" />}>
                <StripeCardForm
                  intent={{
                    client_secret: intent.value.client_secret,
                    publishable_key: publishableKeyOf(intent.value),
                    return_url: `${window.location.origin}${window.location.pathname}?kind=${intent.kind}`,
                  }}
                  payLabel={payLabel}
                  onConfirmed={() => finish(intent.kind, intent.value.setup_intent_id)}
                />
              </Suspense>
            ))}
        </Stack>
      </Card>
      <PaymentLines heading="Your payments" payments={s.payments} />
    </PageFrame>
  );
}
