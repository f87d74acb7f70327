import { Alert, Button, Card, Container, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { coursesTexts as t, type StoreMedium } from '@holdfast/shared/courses';
import { isApiError } from '@/lib/api-client';
import { currentPlatform, isNativePlatform } from '@/lib/platform';
import { notify } from '@/lib/notify';
import { useStorePurchase, type StoreProduct } from '../api/create-store-purchase';
import { useListCourses } from '../api/list-courses';
import { CoursesSkeleton, LoadError } from '../components/state-views';

/**
 * /in-app/purchase: the store purchase test screen. On the web there is no store, so it orders from the dev
 * store, then runs the native path (useStorePurchase): refresh after 1 s, verify up to 3 times 1 s apart,
 * then mark paid. The page only shows the steps.
 */
export function InAppPurchasePage() {
  const catalogue = useListCourses();
  const [productKey, setProductKey] = useState<string | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const add = (line: string) => setLog((l) => [...l, line]);
  const purchase = useStorePurchase(add);
  const native = isNativePlatform();
  const platform = currentPlatform();

  if (catalogue.isError) return <LoadError message={t.fetchCoursesFailure} />;
  if (!catalogue.data) return <CoursesSkeleton />;

  const products = catalogue.data.flatMap((course) =>
    course.course_payment_info.flatMap((info) =>
      // Inside the app only this store's products can be bought; the web's test store offers both.
      info.in_app_products
        .filter((p) => !native || p.platform === platform)
        .map((p): StoreProduct & { value: string; label: string } => ({
          value: `${p.platform}:${p.product_id}`,
          label: `${course.name} — ${p.platform === 'ios' ? 'App Store' : 'Google Play'} ${p.product_type} (${p.product_id})`,
          medium: (p.platform === 'ios' ? 'apple-pay' : 'google-play') as StoreMedium,
          productId: p.product_id,
          courseId: course.id,
          paymentInfoId: info.id,
          productType: p.product_type,
        })),
    ),
  );
  const chosen = products.find((p) => p.value === productKey) ?? null;

  const handleBuy = () => {
    if (!chosen) return;
    setLog([`Ordering ${chosen.productId}…`]);
    purchase.mutate(chosen, {
      onSuccess: () => {
        add(t.transactionCompleted);
        notify.success(t.transactionCompleted);
      },
      onError: (e) => {
        const message = e instanceof Error && e.message ? e.message : t.markPaidFailure;
        add(message);
        notify.error(isApiError(e) ? t.markPaidFailure : message);
      },
    });
  };

  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1} fz={28}>
          In-app purchase (test)
        </Title>
        <Alert color="harbor" variant="light">
          {native
            ? `The purchase goes through ${platform === 'ios' ? 'the App Store' : 'Google Play'}; the server checks its receipt before the course opens.`
            : `Store purchases run in the native apps (${t.nativeOnly.toLowerCase()}). This screen uses the dev store so the whole path can be tried here.`}
        </Alert>
        <Card withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Select
              label="Product"
              placeholder="Choose a store product"
              data={products}
              value={productKey}
              onChange={setProductKey}
              allowDeselect={false}
            />
            <Button onClick={handleBuy} loading={purchase.isPending} disabled={!chosen}>
              {native ? 'Buy' : 'Buy with the test store'}
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
