import {
  formatUsd,
  OTP_TTL_MINUTES,
  premiumMailTexts as mt,
  PREMIUM_MONTHLY_PRICE_CENTS,
  PREMIUM_SUBSCRIPTION_MONTHS,
} from '@holdfast/shared/premium-groups';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * Mails of the area. Subjects are neutral (others may see an inbox): nothing says what the program is
 * about. The code mail carries the code in its text and in a link to the code page (prefilled).
 */
export function otpMail(to: string, code: string, link: string): MailMessage {
  return {
    to,
    subject: mt.otpSubject,
    text: `Hello,\n\n${mt.otpBody(code, OTP_TTL_MINUTES)}\n\nOr open: ${link}`,
    links: [link],
    secrets: [code],
  };
}

export function confirmationMail(to: string, name: string, link: string): MailMessage {
  return { to, subject: mt.confirmationSubject, text: `Hello,\n\n${mt.confirmationBody(name)}\n\n${link}`, links: [link] };
}

export function prePaymentMail(to: string, groupName: string, link: string, secret?: string): MailMessage {
  return {
    to,
    subject: mt.prePaymentSubject,
    text: `Hello,\n\n${mt.prePaymentBody(groupName, formatUsd(PREMIUM_MONTHLY_PRICE_CENTS))}\n\n${link}`,
    links: [link],
    secrets: secret ? [secret] : [],
  };
}

export function subscriptionMail(to: string, groupName: string, link: string): MailMessage {
  return {
    to,
    subject: mt.subscriptionSubject,
    text: `Hello,\n\n${mt.subscriptionBody(groupName, formatUsd(PREMIUM_MONTHLY_PRICE_CENTS), PREMIUM_SUBSCRIPTION_MONTHS)}\n\n${link}`,
    links: [link],
  };
}

/** A leave charge was made (`charged`) or waived (`waived`; `refunded` when it had been taken). */
export function leaveChargeMail(
  to: string,
  e: { groupName: string; amount: number } & ({ event: 'charged'; supportEmail: string } | { event: 'waived'; refunded: boolean }),
): MailMessage {
  const amount = formatUsd(e.amount);
  return e.event === 'charged'
    ? { to, subject: mt.leaveChargedSubject, text: `Hello,\n\n${mt.leaveChargedBody(e.groupName, amount, e.supportEmail)}` }
    : { to, subject: mt.leaveWaivedSubject, text: `Hello,\n\n${mt.leaveWaivedBody(e.groupName, amount, e.refunded)}` };
}
