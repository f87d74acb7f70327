import { Stack, Text, type MantineSize } from '@mantine/core';
import { formatUsd, type PremiumPayment } from '@holdfast/shared/premium-groups';

/** A member's premium payments, one line each (kind, amount, state), under a heading; nothing when there are none. */
export function PaymentLines({
  heading,
  headingSize,
  payments,
}: {
  heading: string;
  headingSize?: MantineSize;
  payments: PremiumPayment[];
}) {
  if (payments.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size={headingSize}>
        {heading}
      </Text>
      {payments.map((p) => (
        <Text key={p.id} size="sm">
          {p.kind === 'pre-payment' ? 'Pre-payment' : 'Subscription'}: {formatUsd(p.amount)} · {p.status}
        </Text>
      ))}
    </Stack>
  );
}
