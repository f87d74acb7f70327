import { discreetTexts } from '@holdfast/shared/privacy';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestApp, uniqueUser, type TestApp } from '../../test/harness';
import { mailOutbox } from './mail.table';

// A real SMTP server on loopback: the SMTP_URL path is exercised end to end, not mocked.
const received: { to: string[]; body: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let body = '';
    stream.on('data', (c: Buffer) => (body += c.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
      callback();
    });
  },
});

let app: TestApp;
beforeAll(async () => {
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const port = (smtp.server.address() as AddressInfo).port;
  app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
});
afterAll(async () => {
  await app.app.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

describe('SMTP mail', () => {
  it('sends the verification mail over SMTP and records it as sent; a new account is discreet: neutral subject and sender, the link kept', async () => {
    const u = uniqueUser();
    const res = await app.app.inject({ method: 'POST', url: `${API}/register`, payload: u });
    expect(res.statusCode).toBe(201);
    await app.ctx.jobs.idle();
    const mail = received.find((m) => m.to.includes(u.email));
    expect(mail?.body).toContain(`Subject: ${discreetTexts.subject}`);
    expect(mail?.body).toMatch(/From: "?Notifications"? <no-reply@/);
    expect(mail?.body).not.toContain('Verify your email address');
    expect(mail?.body).not.toContain('Holdfast');
    expect(mail?.body).toContain('users/verify-email');
    const [row] = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ to: u.email, transport: 'smtp', error: null });
    expect(row!.sentAt).not.toBeNull();
  });
});
