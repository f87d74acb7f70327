import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_TRIAL_DAYS, coachingTexts as t } from '@holdfast/shared/coaching';
import { selectRows } from '../../platform/db/client';
import { coachBillingFixture, type CoachBillingFixture } from '../../test/coach-billing-fixture';
import { buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

/**
 * The parts of coaching together, through their routes only (each part's own tests write the other
 * parts' rows directly): a coach with billing set up invites a member, the member accepts, the
 * subscription's quantity follows on the dev provider, the coach reads the client and the access log
 * says so, the coach removes the client and the quantity falls again.
 */
let app: TestApp;
let fx: CoachBillingFixture;
beforeAll(async () => {
  app = await createTestApp();
  fx = await coachBillingFixture(app);
});
afterAll(() => app.app.close());

const api = (u: TestUser) => request(app, u.token);
const quantityOf = async (coachId: number) =>
  (
    await selectRows<{ quantity: number }>(
      app.db,
      sql`select s.quantity from dev_coach_subscriptions s join coaches c on c.subscription_id = s.id where c.id = ${coachId}`,
    )
  )[0]?.quantity;
const rolesOf = async (userId: number) =>
  (
    await selectRows<{ name: string }>(
      app.db,
      sql`select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId} order by r.name`,
    )
  ).map((r) => r.name);

describe('a coach and a client, from the invite to the removal', () => {
  it('the invite starts the trial, the accept bills one client, a read is logged, the removal bills none', async () => {
    const coach = await fx.billedCoach();
    const member = await buildUser(app);
    expect(await quantityOf(coach.coachId)).toBe(0);

    const invited = await api(coach.user).post('/coach/users', { email: member.email });
    expect(invited.statusCode, invited.body).toBe(201);
    const coachUserId = Number(invited.json().item.id);
    await app.ctx.jobs.idle();
    const row = await fx.coachRow(coach.coachId);
    expect(row.first_client_invited_at).not.toBeNull();
    const trialDays = (Date.parse(row.trial_end!) - Date.parse(row.first_client_invited_at!)) / 86_400_000;
    expect(Math.round(trialDays)).toBe(COACH_TRIAL_DAYS);

    // Another member cannot answer it; the invited member accepts with check-ins switched off.
    const stranger = await buildUser(app);
    expect((await api(stranger).post('/coach/client/invitation/accept', { coach_user_id: coachUserId })).statusCode).toBe(404);
    const accepted = await api(member).post('/coach/client/invitation/accept', {
      coach_user_id: coachUserId,
      status: 'accepted',
      sharing: { check_ins: false },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe(t.invitationAccepted);
    await app.ctx.jobs.idle();
    expect(await quantityOf(coach.coachId)).toBe(1);
    expect((await fx.coachRow(coach.coachId)).billed_quantity).toBe(1);
    expect(await rolesOf(member.id)).toContain('coach_client');

    // The coach's list shows the client by name; reading it writes the client's access log; the switched-off kind is refused.
    const list = await api(coach.user).get('/coach/users');
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ id: coachUserId, request_status: 'accepted', user_id: member.id });
    const log = (await api(member).get('/users/access-log')).json() as { items: { via: string; kind: string }[] };
    expect(log.items.some((i) => i.via === 'coach' && i.kind === 'course_progress')).toBe(true);
    expect(log.items.some((i) => i.via === 'coach' && i.kind === 'check_ins')).toBe(false);
    const range = 'startDate=2026-11-01&endDate=2026-11-30';
    expect((await api(coach.user).get(`/coach/users/${coachUserId}/check-ins?${range}`)).statusCode).toBe(403);

    // Removing the client: the quantity falls, the role goes, the client's coach page is gone.
    expect((await api(coach.user).delete(`/coach/users/${coachUserId}`)).statusCode).toBe(200);
    await app.ctx.jobs.idle();
    expect(await quantityOf(coach.coachId)).toBe(0);
    expect(await rolesOf(member.id)).not.toContain('coach_client');
    expect((await api(member).get('/coach/client')).statusCode).toBe(404);
  });
});
