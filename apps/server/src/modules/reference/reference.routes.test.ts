import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, signUp, type TestApp } from '../../test/harness';

let t: TestApp;
let token: string;
let unverifiedToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, { profile: true })).token;
  unverifiedToken = (await signUp(t, { verified: false })).token;
});
afterAll(() => t.app.close());

describe('reference data', () => {
  it.each(['/countries', '/timezones', '/community/tags', '/system-configs', '/system-configs/WeeklyQuestion', '/dynamic-forms/1'])(
    '%s needs a token (401)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url: API + url });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Unauthenticated.');
    },
  );

  it('community tags and configs are refused to an unverified user (403)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/community/tags`, headers: bearer(unverifiedToken) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('email_unverified');
  });

  it('lists countries with ISO codes, sorted by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/countries`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; name: string; code: string }[];
    expect(list.length).toBeGreaterThan(200);
    expect(list).toContainEqual(expect.objectContaining({ code: 'US', name: 'United States' }));
    expect(list.find((c) => c.code === 'EU')).toBeUndefined();
    const names = list.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })).slice(0, 3)).toEqual(names.slice(0, 3));
  });

  it('lists IANA time zones, also for an unverified user', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/timezones`, headers: bearer(unverifiedToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(expect.objectContaining({ name: 'America/New_York' }));
  });

  it('lists active community tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/community/tags`, headers: bearer(token) });
    expect(res.json()).toContainEqual(expect.objectContaining({ name: 'Married', status: 'active' }));
  });

  it('answers app-info without a token, with version and feature flags', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/app-info` });
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info.min_supported_version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(info.features).toMatchObject({ multicourse: true, assignTodo: false, newUserCourseOnboarding: true });
  });

  it('serves every system config and one by type; unknown type is 404', async () => {
    const all = await t.app.inject({ method: 'GET', url: `${API}/system-configs`, headers: bearer(token) });
    expect(all.json().map((c: { type: string }) => c.type)).toEqual(
      expect.arrayContaining(['WeeklyQuestion', 'NewDashboardSystemAlerts', 'CommunityMenuThread']),
    );
    const one = await t.app.inject({ method: 'GET', url: `${API}/system-configs/NewDashboardSystemAlerts`, headers: bearer(token) });
    expect(one.json().config.items).toHaveLength(2);
    const missing = await t.app.inject({ method: 'GET', url: `${API}/system-configs/Nope`, headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
  });

  it('serves a dynamic form with typed questions; unknown id is 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/dynamic-forms/1`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const form = res.json();
    expect(form.questions.map((q: { question_type: string }) => q.question_type)).toEqual(['textarea', 'select-list', 'input']);
    expect(form.questions[1].options[0]).toEqual({ id: 1, option_text: 'At home' });
    const missing = await t.app.inject({ method: 'GET', url: `${API}/dynamic-forms/999`, headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
  });
});

describe('unknown routes', () => {
  it('answer 404 JSON under the API, never the web page', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/no-such-call` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });
});
