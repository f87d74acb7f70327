import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumMailTexts as mt, premiumNotificationTexts as nt, premiumTexts as t } from '@holdfast/shared/premium-groups';
import { selectRows } from '../../platform/db/client';
import { buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { premiumFixture, type PremiumFixture } from '../../test/premium-fixture';

let app: TestApp;
let fx: PremiumFixture;
beforeAll(async () => {
  app = await createTestApp();
  fx = await premiumFixture(app);
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);

const chargesOf = (groupId: number) =>
  selectRows<{
    id: number;
    user_id: number;
    reason: string;
    amount: number;
    payments_made: number;
    status: string;
    charge_id: string | null;
    waived_by: number | null;
  }>(
    app.db,
    sql`select id, user_id, reason, amount, payments_made, status, charge_id, waived_by from premium_leave_charges where group_id = ${groupId} order by id`,
  );

/** A started group of four pre-paid members; the first also subscribed. */
async function startedGroup() {
  const { groupId, owner } = await fx.premiumGroup();
  const people = [];
  for (let i = 0; i < 4; i++) people.push(await fx.accepted(groupId, owner));
  for (const p of people) expect((await fx.pay(p.user, p.memberId, 'pre-payment')).statusCode).toBe(200);
  expect((await api(owner).patch('/premium-groups/start', { group_id: groupId })).statusCode).toBe(200);
  expect((await fx.pay(people[0]!.user, people[0]!.memberId, 'subscription')).statusCode).toBe(200);
  return { groupId, owner, people };
}

describe('the leave charge (50% of the remaining payments)', () => {
  it('401 without a token', async () => {
    expect((await api(null).get('/admin/premium-leave-charges')).statusCode).toBe(401);
    expect((await api(null).post('/admin/premium-leave-charges/1/waive')).statusCode).toBe(401);
  });

  it('a subscribed member who leaves and a pre-paid member who is removed are charged through the provider; leaders and unstarted groups are not', async () => {
    const { groupId, owner, people } = await startedGroup();
    // Subscribed: 2 of 7 paid -> 50% of 5 x $119.
    expect((await api(people[0]!.user).delete(`/members/leave-group?group_id=${groupId}`)).statusCode).toBe(200);
    // Pre-paid only, removed by the leader: 1 of 7 paid -> 50% of 6 x $119.
    expect((await api(owner).delete(`/groups/${groupId}/members/${people[1]!.memberId}`)).statusCode).toBe(200);
    await app.ctx.jobs.idle();
    const charges = await chargesOf(groupId);
    expect(charges).toMatchObject([
      { user_id: people[0]!.user.id, reason: 'left', payments_made: 2, amount: 29750, status: 'charged' },
      { user_id: people[1]!.user.id, reason: 'removed', payments_made: 1, amount: 35700, status: 'charged' },
    ]);
    expect(charges.every((c) => c.charge_id !== null)).toBe(true);

    // A pre-paid member leaving a group that has not started owes nothing.
    const open = await fx.premiumGroup();
    const early = await fx.accepted(open.groupId, open.owner);
    expect((await fx.pay(early.user, early.memberId, 'pre-payment')).statusCode).toBe(200);
    expect((await api(early.user).delete(`/members/leave-group?group_id=${open.groupId}`)).statusCode).toBe(200);
    await app.ctx.jobs.idle();
    expect(await chargesOf(open.groupId)).toEqual([]);
  });

  it('admins list and waive (a charged one is given back); others 403 and nothing changes; a waived one cannot be waived again', async () => {
    const { groupId, people } = await startedGroup();
    expect((await api(people[2]!.user).delete(`/members/leave-group?group_id=${groupId}`)).statusCode).toBe(200);
    await app.ctx.jobs.idle();
    const [charge] = await chargesOf(groupId);
    expect(charge).toMatchObject({ status: 'charged', reason: 'left' });

    const stranger = await buildUser(app);
    for (const u of [stranger, people[3]!.user]) {
      expect((await api(u).get('/admin/premium-leave-charges')).statusCode).toBe(403);
      const refused = await api(u).post(`/admin/premium-leave-charges/${charge!.id}/waive`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(t.onlyAdminsLeaveCharges);
    }
    expect((await chargesOf(groupId))[0]!.status).toBe('charged');

    const list = await api(fx.admin).get('/admin/premium-leave-charges?perPage=100');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.find((x: { id: number }) => x.id === charge!.id)).toMatchObject({
      status: 'charged',
      amount: 35700,
      group_id: groupId,
      group_name: 'Tuesday Men',
      user_id: people[2]!.user.id,
      person: { id: people[2]!.user.id, email: people[2]!.user.email },
    });

    const waived = await api(fx.admin).post(`/admin/premium-leave-charges/${charge!.id}/waive`);
    expect(waived.statusCode).toBe(200);
    expect(waived.json()).toMatchObject({ message: t.leaveChargeWaived, item: { id: charge!.id, status: 'waived' } });
    expect(waived.json().item.waived_at).toBeTruthy();
    expect((await chargesOf(groupId))[0]).toMatchObject({ status: 'waived', waived_by: fx.admin.id });
    const again = await api(fx.admin).post(`/admin/premium-leave-charges/${charge!.id}/waive`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t.leaveChargeNotWaivable);
    expect((await api(fx.admin).post('/admin/premium-leave-charges/999999/waive')).statusCode).toBe(404);
    expect((await api(fx.admin).post('/admin/premium-leave-charges/abc/waive')).statusCode).toBe(422);
  });

  it('tells the member by mail and bell when the charge is made and when it is waived; a charge that failed is not announced', async () => {
    const bellOf = (userId: number) =>
      selectRows<{ title: string; message: string; meta: { type: string; leave_charge_id?: number } }>(
        app.db,
        sql`select title, message, meta from notifications where user_id = ${userId} and meta->>'type' like 'premium.leave-charge%' order by id`,
      );
    /** The mails to `to` (the outbox keeps each one's text), once queued mail has gone out. */
    const mailsTo = async (to: string) => {
      await app.ctx.jobs.idle();
      return selectRows<{ subject: string; text: string }>(
        app.db,
        sql`select subject, text from mail_outbox where "to" = ${to.toLowerCase()} and subject = ${mt.leaveChargedSubject} order by id`,
      );
    };
    const { groupId, owner, people } = await startedGroup();
    // Subscribed member leaves: 2 of 7 paid -> $297.50.
    const leaver = people[0]!.user;
    expect((await api(leaver).delete(`/members/leave-group?group_id=${groupId}`)).statusCode).toBe(200);
    await app.ctx.jobs.idle();
    const [charge] = await chargesOf(groupId);
    expect(charge).toMatchObject({ status: 'charged', amount: 29750 });
    const [charged, ...more] = await mailsTo(leaver.email);
    expect(more).toEqual([]);
    expect(charged!.text).toContain(mt.leaveChargedBody('Tuesday Men', '$297.50', app.ctx.config.SUPPORT_EMAIL));
    expect(await bellOf(leaver.id)).toEqual([
      {
        title: nt.leaveChargedTitle,
        message: nt.leaveCharged('Tuesday Men', '$297.50'),
        meta: expect.objectContaining({ type: 'premium.leave-charged', leave_charge_id: charge!.id }),
      },
    ]);
    // The job running again (a retry) charges and tells no one twice.
    await app.ctx.jobs.idle();
    expect(await bellOf(leaver.id)).toHaveLength(1);
    expect(await mailsTo(leaver.email)).toHaveLength(1);

    // A 403 waiver tells nobody.
    expect((await api(owner).post(`/admin/premium-leave-charges/${charge!.id}/waive`)).statusCode).toBe(403);
    expect(await bellOf(leaver.id)).toHaveLength(1);
    expect(await mailsTo(leaver.email)).toHaveLength(1);

    expect((await api(fx.admin).post(`/admin/premium-leave-charges/${charge!.id}/waive`)).statusCode).toBe(200);
    const waived = (await mailsTo(leaver.email))[1];
    expect(waived!.text).toContain(mt.leaveWaivedBody('Tuesday Men', '$297.50', true));
    expect((await bellOf(leaver.id))[1]).toEqual({
      title: nt.leaveWaivedTitle,
      message: nt.leaveWaived('Tuesday Men', '$297.50', true),
      meta: expect.objectContaining({ type: 'premium.leave-charge-waived', leave_charge_id: charge!.id }),
    });

    // The card saved by the newest payment can no longer be charged: the charge fails, takes nothing, and is not announced.
    const removed = people[1]!;
    await selectRows(
      app.db,
      sql`update dev_setup_intents set status = 'requires_payment_method'
          where id in (select transaction_id from premium_payments where member_id = ${removed.memberId})`,
    );
    expect((await api(owner).delete(`/groups/${groupId}/members/${removed.memberId}`)).statusCode).toBe(200);
    await app.ctx.jobs.idle();
    expect((await chargesOf(groupId))[1]).toMatchObject({ user_id: removed.user.id, status: 'failed', charge_id: null });
    expect(await bellOf(removed.user.id)).toEqual([]);
    expect(await mailsTo(removed.user.email)).toEqual([]);
    // Waived, it is only marked: the member hears that nothing is owed.
    const failedId = (await chargesOf(groupId))[1]!.id;
    expect((await api(fx.admin).post(`/admin/premium-leave-charges/${failedId}/waive`)).statusCode).toBe(200);
    const [nothingOwed, ...others] = await mailsTo(removed.user.email);
    expect(others).toEqual([]);
    expect(nothingOwed!.text).toContain(mt.leaveWaivedBody('Tuesday Men', '$357.00', false));
    expect((await bellOf(removed.user.id)).map((b) => b.message)).toEqual([nt.leaveWaived('Tuesday Men', '$357.00', false)]);
  });
});
