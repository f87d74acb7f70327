import { MONTHLY_INSTALMENTS } from '@holdfast/shared/courses';
import type { MailMessage } from '../../platform/mail/mailer';

export interface ReceiptFacts {
  to: string;
  username: string;
  courseName: string;
  amountCents: number;
  paymentType: string;
  transactionId: string;
  paidAt: Date;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The receipt for a course payment. The subject says nothing about what was bought (a shared inbox or a
 * lock-screen preview must not tell anyone what kind of course this is); the body has the details.
 */
export function receiptMail(appUrl: string, r: ReceiptFacts): MailMessage {
  const plan =
    r.paymentType === 'monthly'
      ? `${money(r.amountCents)} a month for ${MONTHLY_INSTALMENTS} months, then yours for life`
      : `${money(r.amountCents)}, lifetime access`;
  return {
    to: r.to,
    subject: 'Your Holdfast receipt',
    text: [
      `Hi ${r.username},`,
      '',
      'Thank you: your payment went through.',
      '',
      `Course: ${r.courseName}`,
      `Amount: ${plan}`,
      `Date: ${r.paidAt.toISOString().slice(0, 10)}`,
      `Reference: ${r.transactionId}`,
      '',
      `Your lessons are open: ${appUrl}/courses`,
      '',
      'Keep this mail as your receipt. If you did not make this payment, reply to this mail.',
    ].join('\n'),
    links: [],
  };
}
