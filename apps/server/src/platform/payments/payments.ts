import type { Db } from '../db/client';
import type { Config } from '../config';
import { createDevCardProvider } from './dev-card.provider';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe.provider';

export * from './payment-provider';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in dev provider. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return createDevCardProvider(db);
}

export { createDevCardProvider, createStripeProvider };
export type { DevCardProvider } from './dev-card.provider';
export * from './purchase-guard';
