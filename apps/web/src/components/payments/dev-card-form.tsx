import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DEV_TEST_CARDS } from '@holdfast/shared/courses';
import { validationMessages as m } from '@holdfast/shared/validation';
import { isApiError } from '@/lib/api-client';
import { confirmDevCard } from '@/lib/api/confirm-dev-card';

const formatCard = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The dev payment provider's card form, for a course or premium-group payment (no network: 4242 4242
 * 4242 4242 succeeds, 4000 0000 0000 0002 is declined). `onConfirmed` runs once the provider accepted
 * the card; the button stays busy until it settles (a premium payment is then recorded by the API,
 * and the page says why when it is not).
 */
export function DevCardForm({
  intent,
  payLabel,
  onConfirmed,
}: {
  intent: { setup_intent_id: string; client_secret: string };
  payLabel: string;
  onConfirmed: () => Promise<unknown> | void;
}) {
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const [mm = '', yy = ''] = expiry.split('/').map((s) => s.trim());
    // The provider's route checks them again.
    const found: Record<string, string> = {};
    if (!card.trim()) found.card_number = m.required;
    if (!/^\d{1,2}$/.test(mm) || !/^\d{2}(\d{2})?$/.test(yy) || Number(mm) < 1 || Number(mm) > 12)
      found.exp = mm || yy ? m.invalid : m.required;
    if (!/^\d{3,4}$/.test(cvc)) found.cvc = cvc ? m.invalid : m.required;
    if (Object.keys(found).length) return setErrors(found);
    const input = {
      client_secret: intent.client_secret,
      card_number: card.replace(/\s/g, ''),
      exp_month: Number(mm),
      exp_year: Number(yy.length === 2 ? `20${yy}` : yy),
      cvc,
    };
    setErrors({});
    setBusy(true);
    try {
      await confirmDevCard({ setupIntentId: intent.setup_intent_id, ...input });
    } catch (err) {
      setBusy(false);
      if (isApiError(err) && err.status === 422 && Object.keys(err.errors).length) {
        setErrors({
          card_number: err.errors.card_number?.[0] ?? '',
          exp: err.errors.exp_month?.[0] ?? err.errors.exp_year?.[0] ?? '',
          cvc: err.errors.cvc?.[0] ?? '',
        });
      } else setErrors({ form: isApiError(err) ? err.message : 'Network error' });
      return;
    }
    try {
      await onConfirmed();
    } catch {
      // The page says why the payment was not recorded.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Card details">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          Test mode: use {formatCard(DEV_TEST_CARDS.succeeds)} with any future date and any CVC.
        </Text>
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card}
          onChange={(e) => setCard(formatCard(e.currentTarget.value))}
          error={errors.card_number || undefined}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Expiry (MM/YY)"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={expiry}
            maxLength={7}
            onChange={(e) => setExpiry(e.currentTarget.value)}
            error={errors.exp || undefined}
          />
          <TextInput
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            maxLength={4}
            onChange={(e) => setCvc(e.currentTarget.value.replace(/\D/g, ''))}
            error={errors.cvc || undefined}
          />
        </Group>
        <Button type="submit" loading={busy}>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
