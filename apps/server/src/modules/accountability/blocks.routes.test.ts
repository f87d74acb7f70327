import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountabilityTexts as t } from '@holdfast/shared/accountability';
import { ERROR_CODES } from '@holdfast/shared/common';
import { selectRows } from '../../platform/db/client';
import { buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

// A block (spec 3 section 6) stops partner requests and their messages, both ways.
// One app per file; every test builds its own users.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: TestUser) => request(app, u.token);
const block = async (by: TestUser, who: TestUser) =>
  expect((await api(by).post('/messages/message-blocking', { blocked_user_id: who.id })).statusCode).toBe(201);
const rowsBetween = async (a: TestUser, b: TestUser) =>
  (
    await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from accountability_partners where (requester_id = ${a.id} and (recipient_id = ${b.id} or recipient_email = ${b.email}))
            or (requester_id = ${b.id} and (recipient_id = ${a.id} or recipient_email = ${a.email}))`,
    )
  )[0]!.n;
const notificationsOf = (u: TestUser) =>
  selectRows<{ message: string }>(app.db, sql`select message from notifications where user_id = ${u.id}`);
const mailsTo = (u: TestUser) => app.mails.filter((m) => m.to === u.email.toLowerCase()).length;
const harassment = 'x'.repeat(1000);

describe('partner requests across a block', () => {
  it('the blocked person cannot ask the blocker, by user or by e-mail, with a message: refused as not open; nothing stored, notified or mailed', async () => {
    const [blocker, blocked] = [await buildUser(app), await buildUser(app)];
    await block(blocker, blocked);
    await app.ctx.jobs.idle();
    const mailsBefore = mailsTo(blocker);
    for (const body of [
      { action_type: 'user', request_type: 'mutual', user_id: blocker.id, message: harassment },
      { action_type: 'email', request_type: 'standard', partner_email: blocker.email, message: harassment },
    ]) {
      const res = await api(blocked).post('/accountability-partners', body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: t.notOpen, code: ERROR_CODES.notOpen });
    }
    expect(await rowsBetween(blocker, blocked)).toBe(0);
    expect(await notificationsOf(blocker)).toEqual([]);
    await app.ctx.jobs.idle();
    expect(mailsTo(blocker)).toBe(mailsBefore);
    expect((await api(blocked).get(`/accountability-partners/lookup?user_id=${blocker.id}`)).json()).toMatchObject({
      can_request: false,
      reason: t.notOpen,
    });
  });

  it('the blocker cannot ask the person they blocked either', async () => {
    const [blocker, blocked] = [await buildUser(app), await buildUser(app)];
    await block(blocker, blocked);
    const res = await api(blocker).post('/accountability-partners', { action_type: 'user', request_type: 'mutual', user_id: blocked.id });
    expect(res.statusCode).toBe(403);
    expect(await rowsBetween(blocker, blocked)).toBe(0);
    expect(await notificationsOf(blocked)).toEqual([]);
  });

  it('a request sent before the block: hidden from both lists, not answered, not resent', async () => {
    const [asker, asked] = [await buildUser(app), await buildUser(app)];
    const sent = await api(asker).post('/accountability-partners', {
      action_type: 'user',
      request_type: 'mutual',
      user_id: asked.id,
      message: 'Please',
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().item.id as number;
    await app.ctx.jobs.idle();
    const mailsBefore = mailsTo(asked);
    await block(asked, asker);
    expect((await api(asked).get('/accountability-partners/requests')).json()).toEqual({ items: [], action_required: 0 });
    expect((await api(asker).get('/accountability-partners/requests')).json().items).toEqual([]);
    expect((await api(asked).patch(`/accountability-partners/${id}/update-status`, { status: 'accepted' })).statusCode).toBe(403);
    expect((await api(asker).post(`/accountability-partners/${id}/resend-invitation`, {})).statusCode).toBe(403);
    await app.ctx.jobs.idle();
    expect(mailsTo(asked)).toBe(mailsBefore);
    expect(
      (await selectRows<{ status: string }>(app.db, sql`select status from accountability_partners where id = ${id}`))[0]!.status,
    ).toBe('pending');
  });

  it('partners a block separates (made before they were partners): ending the partnership tells the other nothing', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const rel = await buildPartnership(app, a, b);
    await app.db.execute(sql`insert into message_blocks (blocker_id, blocked_id) values (${b.id}, ${a.id})`);
    const before = (await notificationsOf(b)).length;
    expect((await api(a).delete(`/accountability-partners/${rel.id}`)).statusCode).toBe(200);
    expect(await notificationsOf(b)).toHaveLength(before);
  });
});
