import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { coursesTexts } from '@holdfast/shared/courses';
import { validationMessages as m } from '@holdfast/shared/validation';
import { mockApi, renderPage, signIn } from '@/test/render';
import { DevCardForm } from './dev-card-form';

const CONFIRM = 'POST payments/dev/setup-intents/seti_1/confirm';
const intent = { setup_intent_id: 'seti_1', client_secret: 'sec_1' };

function renderForm(api: Parameters<typeof mockApi>[0], onConfirmed: () => Promise<unknown> | void = vi.fn()) {
  signIn();
  const spy = mockApi(api);
  renderPage(<DevCardForm intent={intent} payLabel="Pay now" onConfirmed={onConfirmed} />);
  return spy;
}

async function fill(card: string, expiry: string, cvc: string) {
  const user = userEvent.setup();
  if (card) await user.type(screen.getByRole('textbox', { name: 'Card number' }), card);
  if (expiry) await user.type(screen.getByRole('textbox', { name: /Expiry/ }), expiry);
  if (cvc) await user.type(screen.getByRole('textbox', { name: 'CVC' }), cvc);
  await user.click(screen.getByRole('button', { name: 'Pay now' }));
}

const confirmCalls = (spy: ReturnType<typeof mockApi>) => spy.mock.calls.filter(([url]) => String(url).includes('/confirm'));

describe('DevCardForm (courses and premium groups)', () => {
  it('says what is missing or wrong before anything is sent', async () => {
    const onConfirmed = vi.fn();
    const spy = renderForm({}, onConfirmed);
    expect(screen.getByText('Test mode: use 4242 4242 4242 4242 with any future date and any CVC.')).toBeInTheDocument();
    await fill('', '', '');
    expect(await screen.findAllByText(m.required)).toHaveLength(3);
    await fill('4242', '13/30', '12');
    expect(await screen.findAllByText(m.invalid)).toHaveLength(2);
    expect(confirmCalls(spy)).toHaveLength(0);
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('sends the card without its spaces, then waits for onConfirmed with the button busy', async () => {
    let settle!: () => void;
    const onConfirmed = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const spy = renderForm({ [CONFIRM]: [200, { status: 'succeeded', setup_intent_id: 'seti_1', message: 'ok' }] }, onConfirmed);
    await fill('4242 4242 4242 4242', '12/30', '123');
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(confirmCalls(spy)[0]![1]!.body))).toEqual({
      client_secret: 'sec_1',
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeDisabled();
    settle();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled());
  });

  it("shows the provider's field errors (a declined card) and a message without fields on the form", async () => {
    const onConfirmed = vi.fn();
    renderForm(
      { [CONFIRM]: [422, { message: 'The given data was invalid.', errors: { card_number: [coursesTexts.cardDeclined] } }] },
      onConfirmed,
    );
    await fill('4000 0000 0000 0002', '12/30', '123');
    expect(await screen.findByText(coursesTexts.cardDeclined)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('a refused call without field errors is said on the form', async () => {
    const onConfirmed = vi.fn();
    renderForm({ [CONFIRM]: [404, { message: 'That setup intent was not found.' }] }, onConfirmed);
    await fill('4242424242424242', '12/30', '123');
    expect(await screen.findByRole('alert')).toHaveTextContent('That setup intent was not found.');
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});
