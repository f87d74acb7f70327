import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanInput, cleanText } from '@holdfast/shared/validation';
import { API, bearer, createTestApp, login, signUp, type TestApp } from '../../test/harness';

// Odd input is the client's error (or cleaned), never a 500. Fixed once: the
// validator cleans every string (cleanInput), the shared id schemas bound ids, the error handler
// answers what only the database or the multipart parser could judge.
let app: TestApp;
let member: Awaited<ReturnType<typeof signUp>>;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: 'odd-admin@example.com', ADMIN_PASSWORD: 'Odd*Admin1' });
  member = await signUp(app, { profile: true });
  adminToken = await login(app, 'odd-admin@example.com', 'Odd*Admin1');
});
afterAll(() => app.app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, token = member.token) =>
  app.app.inject({ method, url: API + url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('odd input', () => {
  it('cleans text: NUL removed, lone surrogates replaced, pairs kept', () => {
    expect(cleanText('a\u0000b')).toBe('ab');
    expect(cleanText('x\uD800y\uDFFFz')).toBe('x\uFFFDy\uFFFDz');
    expect(cleanText('😀')).toBe('😀');
    expect(cleanInput({ 'k\u0000': ['\u0000', { n: 1, s: '\uD83D' }] })).toEqual({ k: ['', { n: 1, s: '\uFFFD' }] });
  });

  it('stores a NUL in text fields as the text without it', async () => {
    const res = await call('PUT', '/users/profile', {
      first_name: 'Sa\u0000m',
      last_name: 'Ri\u0000vers',
      display_name: 'Sam\u0000',
      gender: 'Male',
      is_married: false,
      is_student: false,
      is_leader: false,
      church: 'a\u0000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ first_name: 'Sam', last_name: 'Rivers', display_name: 'Sam' });
    expect((await call('POST', '/device-token', { token: 'tok\u0000en-1', platform: 'web' })).statusCode).toBeLessThan(500);
    const reg = await app.app.inject({
      method: 'POST',
      url: `${API}/register`,
      payload: { username: 'nul\u0000name', email: 'nul-name@example.com', password: 'Sup3r*Secret' },
    });
    expect(reg.statusCode).toBe(201);
  });

  it('stores JSON answers with lone surrogates (replaced), not a 500', async () => {
    const res = await call('POST', '/users/user-meta/odd_key', { value: { answer: 'half \uD83D of an emoji', list: ['\uDE00'] } });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/users/user-meta/odd_key')).json().value).toEqual({ answer: 'half \uFFFD of an emoji', list: ['\uFFFD'] });
  });

  it('answers ids beyond 32 bits with 422', async () => {
    for (const [method, url, body] of [
      ['PATCH', '/course-select', { course_id: 2 ** 40 }],
      ['PATCH', '/mark-completed', { course_id: 2 ** 31 }],
      ['POST', '/user-scholarships', { course_id: 2 ** 53, reason: 'x' }],
      ['GET', `/notifications/${2 ** 33}/read`, undefined],
    ] as const) {
      const res = await call(method as 'PATCH', url, body);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    const admin = await call('POST', '/admin/impersonation-tokens', { user_id: 2 ** 40 }, adminToken);
    expect(admin.statusCode).toBe(422);
  });

  it('refuses an admin edit with no fields (422 with a clear message)', async () => {
    const res = await call('PUT', '/admin/emotions/1', {}, adminToken);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Nothing to change: send at least one field.');
  });

  it('answers multipart without a boundary, or cut short, with 4xx', async () => {
    const noBoundary = await app.app.inject({
      method: 'POST',
      url: `${API}/users/profile/avatar`,
      headers: { ...bearer(member.token), 'content-type': 'multipart/form-data' },
      payload: '--x\r\n\r\n',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const truncated = await app.app.inject({
      method: 'POST',
      url: `${API}/users/profile/avatar`,
      headers: { ...bearer(member.token), 'content-type': 'multipart/form-data; boundary=----cut' },
      payload: Buffer.concat([
        Buffer.from(
          '------cut\r\nContent-Disposition: form-data; name="profile_picture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        Buffer.from('89504e47', 'hex'),
      ]),
    });
    expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
    expect(truncated.statusCode).toBeLessThan(500);
    expect(truncated.json().message).toBeTruthy();
  });
});
