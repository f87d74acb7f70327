import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '@holdfast/shared/validation';
import { API, bearer, createTestApp, login, signUp, type TestApp } from '../../test/harness';

const ADMIN = { email: 'content-admin@holdfast.test', password: 'Adm1n*Password' };
let app: TestApp;
let adminToken: string;
let member: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = await login(app, ADMIN.email, ADMIN.password);
  member = await signUp(app, { profile: true });
});
afterAll(() => app.app.close());

const put = (url: string, token: string | null, payload: object) =>
  app.app.inject({ method: 'PUT', url: API + url, payload, headers: token ? bearer(token) : {} });

describe('admins edit the daily loop content', () => {
  it('401 without a token, 403 for a member, and nothing changes', async () => {
    expect((await put('/admin/emotions/1', null, { display_name: 'x' })).statusCode).toBe(401);
    expect((await put('/admin/emotions/1', member.token, { display_name: 'x' })).statusCode).toBe(403);
    expect((await put('/admin/faster-emotions/101', member.token, { is_active: false })).statusCode).toBe(403);
    expect((await put('/admin/system-configs/NewDashboardSystemAlerts', member.token, { config: { items: [] } })).statusCode).toBe(403);
    const emotions = (await app.app.inject({ method: 'GET', url: `${API}/checkin/emotions`, headers: bearer(member.token) })).json();
    expect(emotions[0].display_name).toBe('Bored');
  });

  it('renames an emotion and retires a behaviour: new check-ins cannot use it any more', async () => {
    const renamed = await put('/admin/emotions/1', adminToken, { display_name: 'Restless' });
    expect(renamed.json()).toEqual({ id: 1, display_name: 'Restless', is_active: true });
    expect((await put('/admin/faster-emotions/102', adminToken, { is_active: false })).statusCode).toBe(200);
    const scale = (await app.app.inject({ method: 'GET', url: `${API}/checkin/faster-scale`, headers: bearer(member.token) })).json();
    expect(scale[0].emotions.map((e: { id: number }) => e.id)).not.toContain(102);
    const res = await app.app.inject({
      method: 'POST',
      url: `${API}/checkins`,
      headers: bearer(member.token),
      payload: { checkin_emotions: [1], feeling_zone: 'recovery', feeling_notes: 'ok', fast_scale_answers: [{ fast_emotion_id: 102, priority: 2 }], offset: 0 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.fast_scale_answers).toEqual([m.invalid]);
  });

  it('edits the dashboard alerts; unknown items are 404; bad bodies 422', async () => {
    const config = { items: [{ alert_1: { title: 'Call your partner tonight', link: '/accountability' } }] };
    expect((await put('/admin/system-configs/NewDashboardSystemAlerts', adminToken, { config })).statusCode).toBe(200);
    const dashboard = (await app.app.inject({ method: 'GET', url: `${API}/dashboard`, headers: bearer(member.token) })).json();
    expect(dashboard.system_alerts).toEqual([{ key: 'alert_1', title: 'Call your partner tonight', link: '/accountability' }]);
    expect((await put('/admin/system-configs/Nope', adminToken, { config })).statusCode).toBe(404);
    expect((await put('/admin/emotions/999', adminToken, { display_name: 'x' })).statusCode).toBe(404);
    const blank = await put('/admin/emotions/2', adminToken, { display_name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.display_name).toEqual([m.required]);
  });
});
