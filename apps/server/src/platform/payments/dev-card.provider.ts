import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEV_TEST_CARDS } from '@holdfast/shared/courses';
import type { Db } from '../db/client';
import { devSetupIntents } from './payments.table';
import { WebhookSignatureError, metadataMatches, purchaseMetadata, type PaymentProvider } from './payment-provider';

/**
 * DEV payment provider — for development and tests only, never real money. It stands in for Stripe so a
 * person can finish a purchase in the browser with no network: the page posts a test card to
 * POST payments/dev/setup-intents/{id}/confirm; 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, any other number is invalid. Intents live in the database, like the provider's own records.
 * Dev behaviour: a `monthly` price is confirmed once like a one-time price — nothing recurs, no
 * subscription exists and no renewal or failure is ever reported (use Stripe to exercise renewals).
 */
export function createDevCardProvider(db: Db) {
  const provider: PaymentProvider & {
    confirmCard(id: string, clientSecret: string, cardNumber: string, userId: number): Promise<'succeeded' | 'declined' | 'invalid' | 'not_found'>;
  } = {
    name: 'dev',
    medium: 'dev-card',

    async createSetupIntent(req) {
      const id = `dev_seti_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await db.insert(devSetupIntents).values({ id, clientSecret, amount: req.amount, metadata: purchaseMetadata(req) });
      return { id, clientSecret };
    },

    async confirmPayment(expected) {
      const [row] = await db.select().from(devSetupIntents).where(eq(devSetupIntents.id, expected.transactionId));
      if (!row) return { ok: false, reason: 'not_found' };
      if (row.status !== 'succeeded') return { ok: false, reason: 'not_succeeded' };
      if (!metadataMatches(row.metadata, expected) || row.amount !== expected.amount) return { ok: false, reason: 'mismatch' };
      return { ok: true, transactionId: row.id, amount: row.amount };
    },

    parseWebhook() {
      throw new WebhookSignatureError('The dev provider sends no webhooks.');
    },

    async getSubscription() {
      return null;
    },

    /** The "card form" of the dev provider. Only the holder of the client secret can confirm. */
    async confirmCard(id, clientSecret, cardNumber, userId) {
      const [row] = await db.select().from(devSetupIntents).where(and(eq(devSetupIntents.id, id), eq(devSetupIntents.clientSecret, clientSecret)));
      if (!row || row.metadata.user_id !== String(userId)) return 'not_found';
      if (row.status === 'succeeded') return 'succeeded';
      const outcome = cardNumber === DEV_TEST_CARDS.succeeds ? 'succeeded' : cardNumber === DEV_TEST_CARDS.declined ? 'declined' : 'invalid';
      if (outcome === 'invalid') return outcome;
      await db
        .update(devSetupIntents)
        .set({ status: outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method', cardLast4: cardNumber.slice(-4) })
        .where(eq(devSetupIntents.id, id));
      return outcome;
    },
  };
  return provider;
}
export type DevCardProvider = ReturnType<typeof createDevCardProvider>;
