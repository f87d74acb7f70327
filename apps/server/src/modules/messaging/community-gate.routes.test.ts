import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@holdfast/shared/common';
import { communityTexts as ct } from '@holdfast/shared/community';
import { type MessagingRequest } from '@holdfast/shared/messaging';
import { selectRows } from '../../platform/db/client';
import { buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { buildCommunityMember, buildWoman } from '../../test/community-factories';

// Community chats and requests pass the community's own gate at both ends.
// One app per file; every test builds its own users. The feature switched off: community-gate-off.routes.test.ts.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const chatWith = (id: number) => `/users/community-messaging/${id}/messages`;
const ask = (from: TestUser, toId: number) => api(from).post('/messaging-requests', { user_type: 'community', to_user_id: toId });
const storedBetween = async (a: number, b: number) =>
  (
    await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from messaging_requests where (from_user_id = ${a} and to_user_id = ${b}) or (from_user_id = ${b} and to_user_id = ${a})`,
    )
  )[0]!.n;
/** A woman who accepted the agreement while her access is still pending (written directly: the API would refuse her). */
async function pendingWomanWithAgreement() {
  const woman = await buildWoman(app);
  await app.db.execute(
    sql`insert into community_agreements (user_id, display_name, age, is_married, needs_accountability, is_anonymous) values (${woman.id}, 'Ruth', 30, false, false, false)`,
  );
  return woman;
}

describe('community chats: the sender passes the community gate', () => {
  it('a member who never accepted the agreement is refused with the community reason; nothing is stored', async () => {
    const [outsider, member] = [await buildUser(app), await buildCommunityMember(app)];
    for (const res of [
      await ask(outsider, member.id),
      await api(outsider).post(chatWith(member.id), { message: 'Hi' }),
      await api(outsider).get(chatWith(member.id)),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: ct.agreementRequired, code: ERROR_CODES.communityAgreementRequired });
    }
    expect(await storedBetween(outsider.id, member.id)).toBe(0);
  });

  it('a woman whose community access is pending is refused with the approval reason', async () => {
    const [woman, member] = [await pendingWomanWithAgreement(), await buildCommunityMember(app)];
    for (const res of [await ask(woman, member.id), await api(woman).post(chatWith(member.id), { message: 'Hi' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: ct.approvalRequired, code: ERROR_CODES.communityApprovalRequired });
    }
    expect(await storedBetween(woman.id, member.id)).toBe(0);
  });
});

describe('community chats: the recipient must be an eligible community member', () => {
  it('no agreement, access pending, suspended or no such account: one answer, 404, nothing stored', async () => {
    const me = await buildCommunityMember(app);
    const suspended = await buildCommunityMember(app);
    await app.db.execute(sql`update users set suspended_at = now() where id = ${suspended.id}`);
    const targets = [(await buildUser(app)).id, (await pendingWomanWithAgreement()).id, suspended.id, 2_000_000_000];
    const unknown = await ask(me, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    for (const id of targets) {
      for (const res of [await ask(me, id), await api(me).post(chatWith(id), { message: 'Hi' }), await api(me).get(chatWith(id))]) {
        expect(res.statusCode, `target ${id}`).toBe(404);
        expect(res.json(), `target ${id}`).toEqual(unknown.json());
      }
      expect(await storedBetween(me.id, id)).toBe(0);
    }
    // The redirect by user id (no partnership or group between us) answers them as it answers an unknown id.
    const unknownRedirect = await api(me).get('/messages/redirect/user/2000000000');
    expect(unknownRedirect.statusCode).toBe(404);
    for (const id of targets)
      expect((await api(me).get(`/messages/redirect/user/${id}`)).json(), `target ${id}`).toEqual(unknownRedirect.json());
    expect((await api(me).get(`/messages/redirect/user/${(await buildCommunityMember(app)).id}`)).statusCode).toBe(200);
  });

  it('a member who left the community since: their request is not answered, and it leaves the lists of one who lost access', async () => {
    const [a, b] = [await buildCommunityMember(app), await buildCommunityMember(app)];
    const req = (await ask(a, b.id)).json().item as MessagingRequest;
    await app.db.execute(sql`delete from community_agreements where user_id = ${a.id}`);
    // The sender no longer passes the gate: the recipient's answer finds no one to answer.
    expect((await api(b).patch(`/messaging-requests/${req.id}/request-status`, { status: 'accepted' })).statusCode).toBe(404);
    // The sender's own chat entry and requests list follow their gate.
    expect((await api(a).get('/messaging-requests')).json().items).toEqual([]);
    expect((await api(a).get('/messages-info')).json().items).toEqual([]);
    // The recipient without the agreement is refused with the reason.
    const [c, d] = [await buildCommunityMember(app), await buildCommunityMember(app)];
    const second = (await ask(c, d.id)).json().item as MessagingRequest;
    await app.db.execute(sql`delete from community_agreements where user_id = ${d.id}`);
    const refused = await api(d).patch(`/messaging-requests/${second.id}/request-status`, { status: 'accepted' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ERROR_CODES.communityAgreementRequired);
    expect(
      (await selectRows<{ request_status: string }>(app.db, sql`select request_status from messaging_requests where id = ${second.id}`))[0]!
        .request_status,
    ).toBe('pending');
  });

  it('partner chats keep their own rule: partners who never joined the community still talk', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const rel = await buildPartnership(app, a, b);
    expect((await api(a).post(`/accountability-partners/${rel.id}/messages`, { message: 'Checking in' })).statusCode).toBe(201);
    expect((await api(b).get(`/accountability-partners/${rel.id}/messages`)).json().items).toHaveLength(1);
  });
});
