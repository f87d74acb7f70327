import nodemailer from 'nodemailer';
import { discreetTexts } from '@holdfast/shared/privacy';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { HOUR_MS, type RateCounter } from '../http/rate-counter';
import { insertOutboxMail, updateOutboxMail } from './mail.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Links the mail carries (verification, reset...), logged by the dev transport. */
  links?: string[];
  /** Secret parts (tokens, codes): never stored; the outbox keeps the mail with them redacted. */
  secrets?: string[];
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Who gets discreet mails: the area that owns the setting (privacy) answers for an address, once,
   * while the areas register. A mail to a discreet address goes out as `discreetMail` makes it.
   */
  useDiscretion(isDiscreet: (address: string) => Promise<boolean>): void;
}

/**
 * A mail as discreet mode sends it (issue 38): the subject 'You have an update', a neutral sender
 * name, and a body of one neutral line and the mail's links, so neither the inbox list nor the mail
 * names a person, a group, a zone, a check-in result or what the app is for. The links stay (a
 * verification or reset mail still works); the page they open says the rest after sign-in.
 */
export function discreetMail(message: MailMessage): MailMessage {
  const links = message.links ?? [];
  const body = links.length ? `${discreetTexts.mailBodyWithLink}\n\n${links.join('\n')}` : discreetTexts.mailBody;
  return { ...message, subject: discreetTexts.subject, text: `Hello,\n\n${body}\n` };
}

/** MAIL_FROM with its display name replaced by the neutral one ('Notifications <no-reply@…>'). */
export function discreetSender(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `"${discreetTexts.senderName}" <${address}>`;
}

/** The dev transport's log message: '[dev mail] Subject → to' and then one line per link. */
export function devMailLine(to: string, subject: string, links: readonly string[]): string {
  return [`[dev mail] ${subject} → ${to}`, ...links.map((link) => `    ${link}`)].join('\n');
}

export const REDACTED = '[redacted]';

/** The text with every secret (also URL-encoded, as it appears in links) replaced. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(REDACTED);
  }
  return out;
}

/**
 * Every mail is recorded in the outbox table (recipient, subject, outcome) with its secret parts
 * redacted, so database access never yields a working reset or verification link. With SMTP_URL it
 * goes out through nodemailer; without it (the dev transport) the full text and links are printed
 * to the log so a new install can finish sign-up, and only outside production.
 * Each address gets at most MAIL_RECIPIENT_LIMIT mails an hour, whoever asks (counted across copies).
 * Sending failures are logged, never thrown: mail runs after the answer (jobs), and every mail the
 * user needs can be asked for again (resend calls).
 */
export function createMailer(opts: {
  db: Db;
  log: Logger;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV' | 'MAIL_RECIPIENT_LIMIT'>;
  counters: RateCounter;
}): Mailer {
  const { config } = opts;
  const smtp = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const transport = smtp ? 'smtp' : 'outbox';
  let isDiscreet: ((address: string) => Promise<boolean>) | null = null;
  /** A failed lookup sends the mail discreetly: the safe side. */
  const discreetFor = async (address: string) => (isDiscreet ? isDiscreet(address).catch(() => true) : false);
  return {
    transport,
    useDiscretion(fn) {
      if (isDiscreet) throw new Error('mail discretion is set twice');
      isDiscreet = fn;
    },
    async send(original) {
      const discreet = await discreetFor(original.to.toLowerCase());
      const message = discreet ? discreetMail(original) : original;
      const from = discreet ? discreetSender(config.MAIL_FROM) : config.MAIL_FROM;
      const secrets = message.secrets ?? [];
      const links = message.links ?? [];
      const to = message.to.toLowerCase();
      const stored = {
        to,
        subject: message.subject,
        text: redactSecrets(message.text, secrets),
        links: links.map((l) => redactSecrets(l, secrets)),
        transport,
      };
      const count = await opts.counters.increment(`mail-to:${to}`, HOUR_MS);
      if (count > config.MAIL_RECIPIENT_LIMIT) {
        opts.log.warn({ to, subject: message.subject }, 'mail not sent: recipient limit reached');
        await insertOutboxMail(opts.db, { ...stored, error: 'recipient limit reached' });
        return;
      }
      const id = await insertOutboxMail(opts.db, stored);
      if (!smtp) {
        if (config.NODE_ENV === 'production') {
          opts.log.warn({ mail: { to, subject: message.subject } }, '[dev mail] not printed in production: set SMTP_URL');
        } else {
          // Each link on a line of its own, so it can be clicked or copied from a terminal; the outbox
          // row keeps only the redacted text. The structured `mail` field is what tools read.
          opts.log.info({ mail: { to, subject: message.subject, links } }, devMailLine(to, message.subject, links));
        }
        return;
      }
      try {
        await smtp.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        await updateOutboxMail(opts.db, id, { sentAt: new Date() });
      } catch (error) {
        opts.log.error({ err: error, to }, 'mail could not be sent');
        await updateOutboxMail(opts.db, id, { error: String((error as Error).message ?? error) });
      }
    },
  };
}
