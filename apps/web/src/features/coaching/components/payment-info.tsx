import { Accordion, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { coachBillingTexts as t, coachingTexts, formatCents, type SubscriptionDetail } from '@holdfast/shared/coaching';

/** A date as the app writes it ('Mar 05, 2024'). */
export const billingDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The payment-info accordion (spec 3 "Billing info"): the card on file and its billing details, with 'Update card'. */
export function PaymentInfo({ detail, onUpdateCard }: { detail: SubscriptionDetail; onUpdateCard?: () => void }) {
  const method = detail.payment_method;
  const address = method?.billing_details.address;
  const addressLines = address
    ? [address.line1, address.line2, [address.city, address.state, address.postal_code].filter(Boolean).join(', '), address.country].filter(
        (line): line is string => !!line,
      )
    : [];
  return (
    <Accordion variant="separated" radius="md" defaultValue="payment-info">
      <Accordion.Item value="payment-info">
        <Accordion.Control icon={<IconCreditCard size={18} aria-hidden />}>{t.paymentInfo}</Accordion.Control>
        <Accordion.Panel>
          {method ? (
            <Stack gap="xs">
              <Text>
                {t.card}: {capitalised(method.card.brand ?? 'card')} ending in {method.card.last4}
              </Text>
              <Text>
                {t.expires}: {String(method.card.exp_month).padStart(2, '0')}/{method.card.exp_year}
              </Text>
              {(method.billing_details.name || addressLines.length > 0) && (
                <div>
                  <Text fw={600} size="sm">
                    {t.billingDetails}
                  </Text>
                  {method.billing_details.name && <Text size="sm">{method.billing_details.name}</Text>}
                  {addressLines.map((line) => (
                    <Text size="sm" key={line}>
                      {line}
                    </Text>
                  ))}
                </div>
              )}
            </Stack>
          ) : (
            <Text c="dimmed">{t.noCard}</Text>
          )}
          {onUpdateCard && (
            <Group mt="sm">
              <Button variant="light" size="xs" onClick={onUpdateCard}>
                {coachingTexts.updateCard}
              </Button>
            </Group>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** The upcoming payment (amount_due in cents, its currency, its date) and, in a trial, when it ends. */
export function UpcomingPayment({ detail, trialEnd }: { detail: SubscriptionDetail; trialEnd: string | null }) {
  const subscription = detail.subscription;
  const invoice = subscription?.upcoming_invoice ?? null;
  const due = invoice?.next_payment_attempt ?? subscription?.current_period_end ?? null;
  const trial = subscription?.status === 'trialing' ? (subscription.trial_end ?? trialEnd) : null;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="upcoming-payment-title">
      <Stack gap={4}>
        <Title order={2} fz="lg" id="upcoming-payment-title">
          {t.upcomingPayment}
        </Title>
        {invoice ? (
          <Text>
            <Text span fw={700} fz="xl">
              {formatCents(invoice.amount_due, invoice.currency)}
            </Text>
            {due && <> on {billingDate(due)}</>}
          </Text>
        ) : (
          <Text c="dimmed">{t.noUpcomingPayment}</Text>
        )}
        {trial && (
          <Text size="sm" c="dimmed">
            {t.trialEnds(billingDate(trial))}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
