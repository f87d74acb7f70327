import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from './mail.table';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Links the mail carries (verification, reset...), logged by the dev transport. */
  links?: string[];
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * Every mail is written to the outbox table first. With SMTP_URL it then goes out through
 * nodemailer and the row records the outcome; without it (the dev transport) the text and links
 * are printed to the log so a new user can finish sign-up with nothing configured.
 * Sending failures are logged, never thrown: a request must not fail because mail is down,
 * and every mail the user needs can be asked for again (resend calls).
 */
export function createMailer(opts: { db: Db; log: Logger; smtpUrl?: string; from: string }): Mailer {
  const smtp = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const transport = smtp ? 'smtp' : 'outbox';
  return {
    transport,
    async send(message) {
      const links = message.links ?? [];
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, links, transport })
        .returning({ id: mailOutbox.id });
      if (!smtp) {
        opts.log.info({ mail: { to: message.to, subject: message.subject, links } }, `[dev mail] ${message.subject} → ${message.to}\n${message.text}`);
        return;
      }
      try {
        await smtp.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text });
        await opts.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        opts.log.error({ err: error, to: message.to }, 'mail could not be sent');
        await opts.db
          .update(mailOutbox)
          .set({ error: String((error as Error).message ?? error) })
          .where(eq(mailOutbox.id, row!.id));
      }
    },
  };
}
