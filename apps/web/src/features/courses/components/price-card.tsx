import { Button, Card, Stack, Text } from '@mantine/core';
import { coursesTexts as t, formatPrice, type CoursePaymentInfo } from '@holdfast/shared/courses';

/** A formatted price as one line: the amount large, then its suffix ('for lifetime access', '/ month'). */
export function PriceText({ price, fz }: { price: { amount: string; suffix: string }; fz: number | string }) {
  return (
    <Text>
      <Text span fz={fz} fw={800}>
        {price.amount}
      </Text>{' '}
      <Text span c="dimmed">
        {price.suffix}
      </Text>
    </Text>
  );
}

/** A price: amount / 100 with two decimals, 'for lifetime access' or '/ month', and 'Get Access'. */
export function PriceCard({
  info,
  onGetAccess,
  loading,
  disabled,
}: {
  info: CoursePaymentInfo;
  onGetAccess: () => void;
  loading?: boolean;
  disabled?: boolean;
}) {
  const price = formatPrice(info.amount, info.stripe_payment_type);
  const label = info.stripe_payment_type === 'monthly' ? 'Monthly' : 'One-time';
  return (
    <Card withBorder radius="lg" p="lg" component="article" aria-label={`${label} price`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" tt="uppercase" fw={700} c="dimmed">
          {label}
        </Text>
        <PriceText price={price} fz={32} />
        <Button
          fullWidth
          mt="sm"
          onClick={onGetAccess}
          loading={loading}
          disabled={disabled}
          aria-label={`${t.getAccess}: ${price.amount} ${price.suffix}`}
        >
          {t.getAccess}
        </Button>
      </Stack>
    </Card>
  );
}
