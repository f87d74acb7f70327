import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { PaymentLines } from './payment-lines';

const payment = { provider: 'dev', created_at: '2026-03-01T10:00:00.000Z', completed_at: '2026-03-01T10:00:00.000Z' } as const;

describe('PaymentLines', () => {
  it('lists each payment under its heading: kind, amount, state', () => {
    renderPage(
      <PaymentLines
        heading="Your payments"
        payments={[
          { ...payment, id: 1, kind: 'pre-payment', status: 'completed', amount: 11_900 },
          { ...payment, id: 2, kind: 'subscription', status: 'pending', amount: 2_900 },
        ]}
      />,
    );
    expect(screen.getByText('Your payments')).toBeInTheDocument();
    expect(screen.getByText('Pre-payment: $119.00 · completed')).toBeInTheDocument();
    expect(screen.getByText('Subscription: $29.00 · pending')).toBeInTheDocument();
  });

  it('shows nothing when there are no payments', () => {
    renderPage(<PaymentLines heading="Payments" payments={[]} />);
    expect(screen.queryByText('Payments')).not.toBeInTheDocument();
  });
});
