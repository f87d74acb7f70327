import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DEV_TEST_CARDS } from '@holdfast/shared/courses';
import { validationMessages as m } from '@holdfast/shared/validation';
import { isApiError } from '@/lib/api-client';
import { useConfirmDevCard } from '../api/confirm-dev-card';
import type { SetupIntent } from '@holdfast/shared/courses';

const formatCard = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** The dev payment provider's card form: no network, 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. */
export function DevCardForm({ intent, onConfirmed }: { intent: SetupIntent; onConfirmed: () => void }) {
  const confirm = useConfirmDevCard();
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const [mm, yy] = expiry.split('/').map((s) => s.trim());
    const local: Record<string, string> = {};
    if (!card.trim()) local.card_number = m.required;
    if (!mm || !yy || !/^\d{1,2}$/.test(mm) || !/^\d{2,4}$/.test(yy) || Number(mm) < 1 || Number(mm) > 12) local.exp = m.invalid;
    if (!/^\d{3,4}$/.test(cvc)) local.cvc = m.invalid;
    setErrors(local);
    if (Object.keys(local).length) return;
    const year = Number(yy!.length === 2 ? `20${yy}` : yy);
    confirm.mutate(
      { setupIntentId: intent.setup_intent_id, client_secret: intent.client_secret, card_number: card, exp_month: Number(mm), exp_year: year, cvc },
      {
        onSuccess: onConfirmed,
        onError: (err) => {
          if (isApiError(err) && err.status === 422) {
            setErrors({
              card_number: err.errors.card_number?.[0] ?? '',
              exp: err.errors.exp_month?.[0] ?? err.errors.exp_year?.[0] ?? '',
              cvc: err.errors.cvc?.[0] ?? '',
              form: Object.keys(err.errors).length ? '' : err.message,
            });
          } else setErrors({ form: isApiError(err) ? err.message : 'Network error' });
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Card details">
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
          <TextInput label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" value={expiry} maxLength={7} onChange={(e) => setExpiry(e.currentTarget.value)} error={errors.exp || undefined} />
          <TextInput label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={cvc} maxLength={4} onChange={(e) => setCvc(e.currentTarget.value.replace(/\D/g, ''))} error={errors.cvc || undefined} />
        </Group>
        <Button type="submit" loading={confirm.isPending}>
          Pay now
        </Button>
      </Stack>
    </form>
  );
}
