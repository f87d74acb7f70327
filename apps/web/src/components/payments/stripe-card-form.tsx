import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';

let stripePromise: Promise<Stripe | null> | null = null;
// Stripe.js itself comes from js.stripe.com (PCI); @stripe/stripe-js only loads it, and only here.
// The publishable key comes from the API with the setup intent (STRIPE_PUBLISHABLE_KEY on the server).
const getStripe = (publishableKey: string) => (stripePromise ??= import('@stripe/stripe-js').then((m) => m.loadStripe(publishableKey)));

/**
 * Stripe's card Element for a course or premium-group payment, mounted with @stripe/stripe-js directly: one
 * Element needs no React wrapper, and @stripe/react-stripe-js changed how the bundler split the shared
 * chunks enough to push /login over budget.
 * Its own chunk, loaded only when the API's provider is Stripe.
 */
export default function StripeCardForm({
  intent,
  payLabel,
  onConfirmed,
  failedText = 'Your card could not be confirmed.',
}: {
  intent: { client_secret: string; publishable_key: string | null; return_url: string };
  payLabel: string;
  onConfirmed: () => Promise<unknown> | void;
  /** Said when the provider refuses without a message of its own. */
  failedText?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const publishableKey = intent.publishable_key;
  useEffect(() => {
    if (!publishableKey) return;
    let cancelled = false;
    let element: StripeCardElement | null = null;
    void getStripe(publishableKey).then((s) => {
      if (cancelled || !s || !host.current) return;
      element = s.elements().create('card', { hidePostalCode: true });
      element.mount(host.current);
      setStripe(s);
      setCard(element);
    });
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey]);

  if (!publishableKey) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        Card payments are not configured yet (the server has no STRIPE_PUBLISHABLE_KEY).
      </Alert>
    );
  }

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !card) return;
    setBusy(true);
    setError(null);
    // A card needing 3-D Secure leaves for the bank and comes back to intent.return_url.
    const result = await stripe.confirmCardSetup(intent.client_secret, { payment_method: { card }, return_url: intent.return_url });
    setBusy(false);
    if (result.error) setError(result.error.message ?? failedText);
    else await onConfirmed();
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Card details">
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Text size="sm" fw={500}>
          Card
        </Text>
        <div ref={host} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, padding: 12, minHeight: 44 }} />
        <Button type="submit" loading={busy} disabled={!card}>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
