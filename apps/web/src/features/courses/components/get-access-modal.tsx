import { Alert, Button, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { coursesTexts as t, formatPrice, type CoursePaymentInfo, type SetupIntent } from '@holdfast/shared/courses';
import { DevCardForm } from '@/components/payments/dev-card-form';
import { isApiError } from '@/lib/api-client';
import { useCreateSetupIntent } from '../api/create-setup-intent';
import { PriceText } from './price-card';

const StripeCardForm = lazy(() => import('@/components/payments/stripe-card-form'));

/** Where the provider sends the user back: the processing route, carrying what marking paid needs. */
export function processingPath(intent: SetupIntent): string {
  const url = new URL(intent.return_url, window.location.origin);
  const query = new URLSearchParams({
    setup_intent: intent.setup_intent_id,
    payment_medium_type: intent.payment_medium_type,
    user_course_id: String(intent.user_course_id),
  });
  return `${url.pathname}?${query.toString()}`;
}

/** 'Get Access': an optional coupon, then the provider's card form; success goes to the processing route. */
export function GetAccessModal({
  courseId,
  courseName,
  info,
  onClose,
}: {
  courseId: number;
  courseName: string;
  info: CoursePaymentInfo | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const setup = useCreateSetupIntent();
  const [coupon, setCoupon] = useState('');
  const [intent, setIntent] = useState<SetupIntent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const price = info ? formatPrice(info.amount, info.stripe_payment_type) : null;

  const handleClose = () => {
    setIntent(null);
    setError(null);
    setCoupon('');
    onClose();
  };

  const handleContinue = () => {
    if (!info) return;
    setError(null);
    setup.mutate(
      { courseId, paymentInfoId: info.id, couponCode: coupon.trim() || undefined },
      {
        onSuccess: setIntent,
        onError: (e) => setError(isApiError(e) ? e.messages.join(' ') : t.somethingWentWrong),
      },
    );
  };

  const handleConfirmed = () => {
    if (intent) navigate(processingPath(intent));
  };

  return (
    <Modal opened={info !== null} onClose={handleClose} title={`${t.getAccess}: ${courseName}`} centered>
      <Stack gap="md">
        {price && <PriceText price={price} fz="xl" />}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {!intent ? (
          <>
            <TextInput label="Coupon code (optional)" value={coupon} maxLength={64} onChange={(e) => setCoupon(e.currentTarget.value)} />
            <Button onClick={handleContinue} loading={setup.isPending}>
              Continue to payment
            </Button>
          </>
        ) : intent.provider === 'dev' ? (
          <DevCardForm intent={intent} payLabel="Pay now" onConfirmed={handleConfirmed} />
        ) : (
          <Suspense fallback={<Loader role="status" aria-label="Loading card form" />}>
            <StripeCardForm intent={intent} payLabel="Pay now" onConfirmed={handleConfirmed} />
          </Suspense>
        )}
      </Stack>
    </Modal>
  );
}
