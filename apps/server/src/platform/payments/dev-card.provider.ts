import { randomBytes } from 'node:crypto';
import { DEV_TEST_CARDS, isCardExpired } from '@holdfast/shared/courses';
import type { Db } from '../db/client';
import { findDevSetupIntent, insertDevSetupIntent, updateDevSetupIntent } from './dev-card.repository';
import { WebhookSignatureError, metadataMatches, purchaseMetadata, type PaymentProvider } from './payment-provider';

/**
 * DEV payment provider — for development and tests only, never real money. It stands in for Stripe so a
 * person can finish a purchase in the browser with no network: the page posts a test card to
 * POST payments/dev/setup-intents/{id}/confirm; 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 0341 is saved but declined whenever it is charged (as Stripe's is), any
 * other number is invalid, and a card past its expiry month is refused as expired (as Stripe refuses
 * it). Intents live in the database, like the provider's own records.
 * Dev behaviour: a `monthly` price is confirmed once like a one-time price — nothing recurs, no
 * subscription exists and no renewal or failure is ever reported (use Stripe to exercise renewals).
 */
const DEV_CHARGE_PREFIX = 'dev_ch_';
/** Whether a saved dev card (its last four digits) pays when charged: only the card that succeeds does. */
export const devCardCharges = (last4: string | null) => last4 === DEV_TEST_CARDS.succeeds.slice(-4);

export function createDevCardProvider(db: Db) {
  const provider: PaymentProvider & {
    confirmCard(
      id: string,
      clientSecret: string,
      card: { number: string; expMonth: number; expYear: number },
      userId: number,
    ): Promise<'succeeded' | 'declined' | 'invalid' | 'expired' | 'not_found'>;
  } = {
    name: 'dev',
    medium: 'dev-card',

    async createSetupIntent(req) {
      const id = `dev_seti_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await insertDevSetupIntent(db, { id, clientSecret, amount: req.amount, metadata: purchaseMetadata(req) });
      return { id, clientSecret, customerId: null };
    },

    async confirmPayment(expected) {
      const row = await findDevSetupIntent(db, expected.transactionId);
      if (!row) return { ok: false, reason: 'not_found' };
      if (row.status !== 'succeeded') return { ok: false, reason: 'not_succeeded' };
      if (!metadataMatches(row.metadata, expected) || row.amount !== expected.amount) return { ok: false, reason: 'mismatch' };
      if (!devCardCharges(row.cardLast4)) return { ok: false, reason: 'charge_failed' };
      return { ok: true, transactionId: row.id, amount: row.amount, chargeId: row.id };
    },

    parseWebhook() {
      throw new WebhookSignatureError('The dev provider sends no webhooks.');
    },

    async getSubscription() {
      return null;
    },

    async retrieveSetupIntent(id) {
      const row = await findDevSetupIntent(db, id);
      return row ? { id: row.id, clientSecret: row.clientSecret, isOpen: row.status === 'requires_payment_method' } : null;
    },

    /** The dev "refund": the intent is marked refunded (nothing was ever charged for real); a further charge is given back as is. */
    async refund(req) {
      if (req.chargeId.startsWith(DEV_CHARGE_PREFIX)) return { ok: true, refundId: `dev_re_${req.chargeId}` };
      if (!(await findDevSetupIntent(db, req.chargeId))) return { ok: false, reason: 'not_found' };
      await updateDevSetupIntent(db, req.chargeId, { status: 'refunded' });
      return { ok: true, refundId: `dev_re_${req.chargeId}` };
    },

    /**
     * A further charge on a saved dev card: it succeeds when the intent succeeded with the test card
     * that succeeds (the declining card is never saved); the charge id is made from the key, so a
     * second call with the same key is the same charge.
     */
    async chargeAgain(req) {
      const row = await findDevSetupIntent(db, req.transactionId);
      if (!row || (row.status !== 'succeeded' && row.status !== 'refunded')) return { ok: false, reason: 'card_not_saved' };
      if (!devCardCharges(row.cardLast4)) return { ok: false, reason: 'charge_failed' };
      return { ok: true, chargeId: `${DEV_CHARGE_PREFIX}${req.key}` };
    },

    /** Nothing recurs with the dev provider: there is nothing to end. */
    async cancelSubscription() {},

    /** The dev provider keeps no customers (its setup intents go with the account's erasure): nothing to delete. */
    async deleteCustomer() {},

    /** The "card form" of the dev provider. Only the holder of the client secret can confirm. */
    async confirmCard(id, clientSecret, card, userId) {
      const cardNumber = card.number;
      const row = await findDevSetupIntent(db, id, clientSecret);
      if (!row || row.metadata.user_id !== String(userId)) return 'not_found';
      if (row.status === 'succeeded') return 'succeeded';
      const saves = cardNumber === DEV_TEST_CARDS.succeeds || cardNumber === DEV_TEST_CARDS.chargeFails;
      const outcome = saves ? 'succeeded' : cardNumber === DEV_TEST_CARDS.declined ? 'declined' : 'invalid';
      if (outcome === 'invalid') return outcome;
      if (isCardExpired(card.expMonth, card.expYear)) return 'expired';
      await updateDevSetupIntent(db, id, {
        status: outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method',
        cardLast4: cardNumber.slice(-4),
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
      });
      return outcome;
    },
  };
  return provider;
}
export type DevCardProvider = ReturnType<typeof createDevCardProvider>;
