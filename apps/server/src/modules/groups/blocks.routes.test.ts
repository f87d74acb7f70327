import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@holdfast/shared/common';
import { groupsTexts as t } from '@holdfast/shared/groups';
import { selectRows } from '../../platform/db/client';
import { buildGroup, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

// A block (spec 3 section 6) stops group invitations both ways: the group's
// name is free text, and an invitation is a notification and a mail. One app per file.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: TestUser) => request(app, u.token);
const block = async (by: TestUser, who: TestUser) =>
  expect((await api(by).post('/messages/message-blocking', { blocked_user_id: who.id })).statusCode).toBe(201);
const mailsTo = (u: TestUser) => app.mails.filter((m) => m.to === u.email.toLowerCase()).length;
const notificationsOf = (u: TestUser) =>
  selectRows<{ message: string }>(app.db, sql`select message from notifications where user_id = ${u.id}`);
const membersOf = (groupId: number) =>
  selectRows<{ user_id: number | null; invite_email: string | null }>(
    app.db,
    sql`select user_id, invite_email from group_members where group_id = ${groupId}`,
  );

describe('group invitations across a block', () => {
  it.each(['the invitee blocked the inviter', 'the inviter blocked the invitee'] as const)(
    '%s: refused without naming the block; no row, notification, event or mail',
    async (way) => {
      const [inviter, invitee] = [await buildUser(app), await buildUser(app)];
      if (way === 'the invitee blocked the inviter') await block(invitee, inviter);
      else await block(inviter, invitee);
      const group = await buildGroup(app, inviter, 'You cannot hide from me');
      await app.ctx.jobs.idle();
      const mailsBefore = mailsTo(invitee);
      const events = vi.spyOn(app.ctx.realtime, 'publishToUser');
      const res = await api(inviter).post(`/groups/${group.id}/members`, { email: invitee.email, role: 'member' });
      expect(events.mock.calls.filter(([userId]) => userId === invitee.id)).toEqual([]);
      events.mockRestore();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: t.cannotInvite, code: ERROR_CODES.notOpen });
      await app.ctx.jobs.idle();
      expect(mailsTo(invitee)).toBe(mailsBefore);
      expect(await notificationsOf(invitee)).toEqual([]);
      expect((await membersOf(group.id)).map((m) => m.user_id)).toEqual([inviter.id]);
      expect((await api(invitee).get('/groups')).json().totalItems).toBe(0);
    },
  );

  it('an invitee who blocked the inviter since may still answer; the inviter is not told', async () => {
    const [inviter, invitee] = [await buildUser(app), await buildUser(app)];
    const group = await buildGroup(app, inviter);
    const invited = await api(inviter).post(`/groups/${group.id}/members`, { email: invitee.email, role: 'member' });
    expect(invited.statusCode).toBe(201);
    await block(invitee, inviter);
    expect((await api(invitee).patch(`/members/${invited.json().item.id}/request-status`, { request_status: 'rejected' })).statusCode).toBe(
      200,
    );
    expect(await notificationsOf(inviter)).toEqual([]);
  });

  it('an invitation resent after a block is refused and mails nothing', async () => {
    const [inviter, invitee] = [await buildUser(app), await buildUser(app)];
    const group = await buildGroup(app, inviter);
    const invited = await api(inviter).post(`/groups/${group.id}/members`, { email: invitee.email, role: 'member' });
    expect(invited.statusCode).toBe(201);
    await app.ctx.jobs.idle();
    const mailsBefore = mailsTo(invitee);
    await block(invitee, inviter);
    expect((await api(inviter).post(`/members/${invited.json().item.id}/resend-invitation`, {})).statusCode).toBe(403);
    await app.ctx.jobs.idle();
    expect(mailsTo(invitee)).toBe(mailsBefore);
  });
});
