import { Alert, Button, Card, Container, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  coursesTexts as t,
  STORE_REFRESH_DELAY_MS,
  STORE_VERIFY_RETRIES,
  STORE_VERIFY_RETRY_DELAY_MS,
  type StoreMedium,
} from '@holdfast/shared/courses';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { createDevStorePurchase, verifyStorePurchase } from '../api/create-store-purchase';
import { useListCourses } from '../api/list-courses';
import { listUserCourses } from '../api/list-user-courses';
import { useMarkCoursePaid } from '../api/mark-course-paid';
import { createSetupIntent } from '../api/create-setup-intent';
import { CoursesSkeleton, LoadError } from '../components/state-views';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * /in-app/purchase: the store purchase test screen. On the web there is no store, so it orders from the dev
 * store, then runs the native path: refresh after 1 s, verify up to 3 times 1 s apart, then mark paid.
 */
export function InAppPurchasePage() {
  const catalogue = useListCourses();
  const mark = useMarkCoursePaid();
  const [productKey, setProductKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [log, setLog] = useState<string[]>([]);

  if (catalogue.isError) return <LoadError message={t.fetchCoursesFailure} />;
  if (!catalogue.data) return <CoursesSkeleton />;

  const products = catalogue.data.flatMap((course) =>
    course.course_payment_info.flatMap((info) =>
      info.in_app_products.map((p) => ({
        value: `${p.platform}:${p.product_id}`,
        label: `${course.name} — ${p.platform === 'ios' ? 'App Store' : 'Google Play'} ${p.product_type} (${p.product_id})`,
        medium: (p.platform === 'ios' ? 'apple-pay' : 'google-play') as StoreMedium,
        productId: p.product_id,
        courseId: course.id,
        paymentInfoId: info.id,
      })),
    ),
  );
  const chosen = products.find((p) => p.value === productKey) ?? null;

  const handleBuy = async () => {
    if (!chosen) return;
    setBusy(true);
    setLog([`Ordering ${chosen.productId}…`]);
    const add = (line: string) => setLog((l) => [...l, line]);
    try {
      const purchase = await createDevStorePurchase({ payment_medium_type: chosen.medium, product_id: chosen.productId }).catch(() => {
        throw new Error(t.offerNotReturned);
      });
      await sleep(STORE_REFRESH_DELAY_MS);
      let verified = false;
      for (let attempt = 1; attempt <= STORE_VERIFY_RETRIES && !verified; attempt++) {
        add(`Verifying receipt (try ${attempt})…`);
        try {
          await verifyStorePurchase({ payment_medium_type: chosen.medium, product_id: chosen.productId, ...purchase });
          verified = true;
        } catch (e) {
          if (isApiError(e) && e.status === 409) throw e;
          if (attempt < STORE_VERIFY_RETRIES) await sleep(STORE_VERIFY_RETRY_DELAY_MS);
        }
      }
      if (!verified) throw new Error(t.transactionNotFound);
      const userCourse = (await listUserCourses()).find((c) => c.course_id === chosen.courseId);
      // Only 'Get Access' (the setup intent) assigns a paid course not yet paid; course-select refuses it.
      const userCourseId: number = userCourse?.id ?? (await createSetupIntent({ courseId: chosen.courseId, paymentInfoId: chosen.paymentInfoId }).then((s) => s.user_course_id));
      await mark.mutateAsync({
        userCourseId,
        payment_info_id: chosen.paymentInfoId,
        payment_medium_type: chosen.medium,
        transaction_id: purchase.transaction_id,
        receipt: purchase.receipt,
      });
      add(t.transactionCompleted);
      notify.success(t.transactionCompleted);
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : t.markPaidFailure;
      add(message);
      notify.error(isApiError(e) ? t.markPaidFailure : message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1} fz={28}>
          In-app purchase (test)
        </Title>
        <Alert color="blue" variant="light">
          Store purchases run in the native apps ({t.nativeOnly.toLowerCase()}). This screen uses the dev store so the whole path can be tried here.
        </Alert>
        <Card withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Select label="Product" placeholder="Choose a store product" data={products} value={productKey} onChange={setProductKey} allowDeselect={false} />
            <Button onClick={handleBuy} loading={busy} disabled={!chosen}>
              Buy with the test store
            </Button>
            {log.length > 0 && (
              <Stack gap={2} aria-live="polite">
                {log.map((line, i) => (
                  <Text key={i} size="sm" c="dimmed">
                    {line}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
