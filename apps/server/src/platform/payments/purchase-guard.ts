import { ConflictError } from '../http/errors';
import type { PaymentProvider, RefundRequest } from './payment-provider';
import { ERROR_CODES } from '@holdfast/shared/common';

/** 409 `already_paid`: the thing bought is paid for by another transaction. */
export class AlreadyPaidError extends ConflictError {
  constructor(message: string) {
    super(message, ERROR_CODES.alreadyPaid);
  }
}

/** What paid for a purchase (a course, a premium pre-payment, a subscription, coach billing). */
export interface PayingTransaction {
  transactionId: string;
}

/**
 * The one rule every purchase follows so nothing is paid for twice:
 * 1. before anything is charged, `beforeCharge` refuses a purchase already paid by another
 *    transaction (409 already_paid); the paying transaction itself presented again is a replay;
 * 2. the charge is recorded under a lock that re-reads the paying transaction, and when another
 *    one won the race (two tabs, the webhook and the return page), `refundDuplicate` gives this
 *    charge back through the provider, so the area records the refund and answers 409.
 * An area supplies only its own reads and writes (which transaction pays, record, record refund).
 */
export function createPurchaseGuard(
  provider: PaymentProvider,
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
) {
  return {
    beforeCharge(paidBy: PayingTransaction | null, transactionId: string, message: string): 'replay' | 'charge' {
      if (!paidBy) return 'charge';
      if (paidBy.transactionId === transactionId) return 'replay';
      throw new AlreadyPaidError(message);
    },

    /** A charge that lost the race: refunded in full; the refund's id is what the area records. */
    async refundDuplicate(charge: RefundRequest, context: Record<string, unknown>) {
      const result = await provider.refund(charge);
      if (result.ok) log.warn({ ...context, ...charge, refundId: result.refundId }, 'duplicate payment refunded');
      else log.error({ ...context, ...charge, reason: result.reason }, 'duplicate payment could not be refunded: refund it by hand');
      return result;
    },
  };
}
