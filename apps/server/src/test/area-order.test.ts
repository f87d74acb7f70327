import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_MIN_MEMBERS } from '@holdfast/shared/premium-groups';
import { selectRows } from '../platform/db/client';
import { buildCrashReport, buildGroup, buildMembership, buildTodaysCheckIn, buildUser, type TestUser } from './factories';
import { createTestApp, request, type TestApp } from './harness';
import { premiumFixture, type PremiumFixture } from './premium-fixture';

/**
 * The areas register in any order (app.ts, AREAS): registered last-first, each still reacts to the
 * other areas' events. In the usual order messaging subscribes before check-ins (its emitter)
 * registers and premium groups after groups; here the other way round, which the other suites do
 * not see.
 */
let app: TestApp;
let fx: PremiumFixture;
beforeAll(async () => {
  app = await createTestApp({}, { reverseAreas: true });
  fx = await premiumFixture(app);
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);

describe('areas registered last-first', () => {
  it("messaging posts the group chat cards of a sharing member's check-in and crash report ('check-ins.record-stored')", async () => {
    const [owner, sharer] = [await buildUser(app), await buildUser(app)];
    const group = await buildGroup(app, owner);
    await buildMembership(app, group.id, owner, sharer, { share: true });
    const checkIn = await buildTodaysCheckIn(app, sharer);
    const crash = await buildCrashReport(app, sharer);
    await app.ctx.jobs.idle();
    const res = await api(owner).get(`/groups/${group.id}/messages`);
    expect(res.statusCode).toBe(200);
    const cards = (res.json().items as { message_type: string; from_user: number; content: { record_id: number } }[]).filter(
      (i) => i.message_type !== 'message',
    );
    expect(cards.map((c) => [c.message_type, c.from_user, c.content.record_id])).toEqual([
      ['check-in submit', sharer.id, checkIn.id],
      ['trigger submit', sharer.id, crash.id],
    ]);
  });

  it("premium groups charge a paying member who leaves a started group ('groups.member-leaving')", async () => {
    const { groupId, owner } = await fx.premiumGroup();
    // A group that can start: PREMIUM_MIN_MEMBERS accepted, pre-paid members.
    const members = [];
    for (let i = 0; i < PREMIUM_MIN_MEMBERS; i++) members.push(await fx.accepted(groupId, owner));
    for (const m of members) expect((await fx.pay(m.user, m.memberId, 'pre-payment')).statusCode).toBe(200);
    const member = members[0]!;
    expect((await api(owner).patch('/premium-groups/start', { group_id: groupId })).statusCode).toBe(200);
    expect((await api(member.user).delete(`/members/leave-group?group_id=${groupId}`)).statusCode).toBe(200);
    await app.ctx.jobs.idle();
    const charges = await selectRows<{ user_id: number; reason: string; status: string }>(
      app.db,
      sql`select user_id, reason, status from premium_leave_charges where group_id = ${groupId}`,
    );
    expect(charges).toEqual([{ user_id: member.user.id, reason: 'left', status: 'charged' }]);
  });
});
