import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { coursesTexts as t, NO_COUPON, PAYMENT_MEDIUMS, type PaymentMedium } from '@holdfast/shared/courses';
import { notify } from '@/lib/notify';
import { listUserCourses } from '@/lib/api/list-user-courses';
import { useMarkCoursePaid } from '../api/mark-course-paid';

/**
 * /courses/{courseId}/processing/{paymentInfoId}/couponCode/{coupon_code}: finishes a card payment on return
 * from the provider (Stripe appends setup_intent to the return URL; the dev form adds the same). The server
 * confirms with the provider; this page only reports the outcome.
 */
export function ProcessingPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const mark = useMarkCoursePaid();
  const started = useRef(false);
  const courseId = Number(params.courseId);
  const paymentInfoId = Number(params.paymentInfoId);
  const coupon = params.couponCode ?? NO_COUPON;
  const setupIntent = query.get('setup_intent');
  const mediumParam = query.get('payment_medium_type');
  const medium: PaymentMedium = (PAYMENT_MEDIUMS as readonly string[]).includes(mediumParam ?? '')
    ? (mediumParam as PaymentMedium)
    : 'stripe';
  const userCourseParam = Number(query.get('user_course_id'));
  const mutateAsync = mark.mutateAsync;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = () => {
      notify.error(t.transactionNotCompleted);
      navigate('/courses', { replace: true });
    };
    if (!setupIntent || query.get('redirect_status') === 'failed') return fail();
    void (async () => {
      try {
        const userCourseId = userCourseParam > 0 ? userCourseParam : (await listUserCourses()).find((c) => c.course_id === courseId)?.id;
        if (!userCourseId) return fail();
        const input = {
          userCourseId,
          payment_info_id: paymentInfoId,
          payment_medium_type: medium,
          transaction_id: setupIntent,
          coupon_code: coupon,
        };
        await mutateAsync(input);
        notify.success(t.transactionCompleted);
        navigate(`/courses/${courseId}/lessons`, { replace: true, state: { paymentConfirmed: true } });
      } catch {
        fail();
      }
    })();
  }, [courseId, paymentInfoId, coupon, setupIntent, medium, userCourseParam, mutateAsync, navigate, query]);

  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" aria-live="polite" aria-busy="true">
        <Loader />
        <Text c="dimmed">Finishing your payment…</Text>
      </Stack>
    </Center>
  );
}
