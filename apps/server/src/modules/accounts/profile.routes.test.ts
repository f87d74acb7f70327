import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsTexts as t } from '@holdfast/shared/accounts';
import { validationMessages as m } from '@holdfast/shared/validation';
import { API, bearer, createTestApp, signUp, type TestApp } from '../../test/harness';

let app: TestApp;
let u: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  app = await createTestApp();
  u = await signUp(app);
});
afterAll(() => app.app.close());

const getProfile = (token = u.token) => app.app.inject({ method: 'GET', url: `${API}/users/profile`, headers: bearer(token) });
const putProfile = (payload: object, token = u.token) =>
  app.app.inject({ method: 'PUT', url: `${API}/users/profile`, headers: bearer(token), payload });

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e221bc330000000049454e44ae426082', 'hex');

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----holdfast-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GET/PUT users/profile', () => {
  it('401 without a token, and with a made-up one', async () => {
    expect((await app.app.inject({ method: 'GET', url: `${API}/users/profile` })).statusCode).toBe(401);
    expect((await getProfile('made-up')).statusCode).toBe(401);
    expect((await app.app.inject({ method: 'PUT', url: `${API}/users/profile`, payload: {} })).statusCode).toBe(401);
  });

  it('has no profile until onboarding saves one', async () => {
    const res = await getProfile();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, email: u.email, profile: null, roles: [], configurationComplete: true, wp_password_mapped: false });
  });

  it.each([
    [{ gender: 'Male' }, 'first_name', m.required],
    [{ first_name: '  ', gender: 'Male' }, 'first_name', m.required],
    [{ first_name: 'Sam' }, 'gender', m.required],
    [{ first_name: 'Sam', gender: 'Robot' }, 'gender', m.invalid],
    [{ first_name: 'Sam', gender: 'Male', is_leader: true }, 'church', m.required],
    [{ first_name: 'Sam', gender: 'Male', age: 0 }, 'age', m.minValue(1)],
    [{ first_name: 'Sam', gender: 'Male', age: 'abc' }, 'age', m.notNumber],
    [{ first_name: 'x'.repeat(256), gender: 'Male' }, 'first_name', m.maxLength(255)],
    [{ first_name: 'Sam', gender: 'Male', country_id: 99999 }, 'country_id', m.invalid],
    [{ first_name: 'Sam', gender: 'Male', tag_ids: [99999] }, 'tag_ids', m.invalid],
  ])('refuses %j (422 on %s) and saves nothing', async (payload, field, message) => {
    const res = await putProfile(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await getProfile()).json().profile).toBeNull();
  });

  it('saves the onboarding profile; age maps to 1 January of the birth year', async () => {
    const res = await putProfile({
      display_name: 'Sam J Rivers',
      first_name: 'Sam',
      middle_name: 'J',
      last_name: 'Rivers',
      gender: 'Male',
      age: 30,
      is_married: true,
      is_student: false,
      is_leader: true,
      church: ' Grace Chapel ',
      zip_code: '30301',
      tag_ids: [1, 2],
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().profile;
    expect(p).toMatchObject({ first_name: 'Sam', last_name: 'Rivers', is_married: true, is_leader: true, church: 'Grace Chapel', age: 30 });
    expect(p.dob).toBe(`${new Date().getUTCFullYear() - 30}-01-01`);
    expect(p.community_tags).toHaveLength(2);
  });

  it('turns needs_accountability off when the user goes anonymous', async () => {
    const res = await putProfile({ first_name: 'Sam', gender: 'Male', needs_accountability: true, is_anonymous: true });
    expect(res.json().profile).toMatchObject({ is_anonymous: true, needs_accountability: false });
  });
});

describe('POST users/profile/avatar', () => {
  it('401 without a token', async () => {
    const res = await app.app.inject({ method: 'POST', url: `${API}/users/profile/avatar`, ...multipart('profile_picture', 'a.png', 'image/png', PNG) });
    expect(res.statusCode).toBe(401);
  });

  it('stores a PNG and serves it back to signed-in users only', async () => {
    const req = multipart('profile_picture', 'a.png', 'image/png', PNG);
    const res = await app.app.inject({ method: 'POST', url: `${API}/users/profile/avatar`, payload: req.payload, headers: { ...req.headers, ...bearer(u.token) } });
    expect(res.statusCode).toBe(200);
    const icon = res.json().profile.profile_icon as string;
    expect(icon).toMatch(/^\/api\/v1\.2\/files\/avatars\/[a-f0-9]{32}\.png$/);
    const file = await app.app.inject({ method: 'GET', url: `${icon}?token=${u.token}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await app.app.inject({ method: 'GET', url: icon })).statusCode).toBe(401);
  });

  it.each([
    ['a text file claiming to be a PNG', 'image/png', Buffer.from('hello world')],
    ['an SVG', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a file over 5 MB', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)])],
  ])('refuses %s with 422 and keeps the old picture', async (_label, type, data) => {
    const before = (await getProfile()).json().profile.profile_icon;
    const req = multipart('profile_picture', 'x.png', type, data);
    const res = await app.app.inject({ method: 'POST', url: `${API}/users/profile/avatar`, payload: req.payload, headers: { ...req.headers, ...bearer(u.token) } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.profile_picture).toEqual([t.invalidImage]);
    expect((await getProfile()).json().profile.profile_icon).toBe(before);
  });
});

describe('GET users/roles', () => {
  it('401 without a token; lists the user own roles', async () => {
    expect((await app.app.inject({ method: 'GET', url: `${API}/users/roles` })).statusCode).toBe(401);
    const res = await app.app.inject({ method: 'GET', url: `${API}/users/roles`, headers: bearer(u.token) });
    expect(res.json()).toEqual([]);
  });
});

describe('users/user-meta/{key}', () => {
  it('401 without a token', async () => {
    expect((await app.app.inject({ method: 'GET', url: `${API}/users/user-meta/DASHBOARD_ONBOARDING_DONE` })).statusCode).toBe(401);
  });

  it('is null until set, then keeps the value per user', async () => {
    const url = `${API}/users/user-meta/DASHBOARD_ONBOARDING_DONE`;
    expect((await app.app.inject({ method: 'GET', url, headers: bearer(u.token) })).json()).toEqual({ key: 'DASHBOARD_ONBOARDING_DONE', value: null });
    const set = await app.app.inject({ method: 'POST', url, headers: bearer(u.token), payload: { value: true } });
    expect(set.json()).toEqual({ key: 'DASHBOARD_ONBOARDING_DONE', value: true });
    expect((await app.app.inject({ method: 'GET', url, headers: bearer(u.token) })).json().value).toBe(true);
    const other = await signUp(app);
    expect((await app.app.inject({ method: 'GET', url, headers: bearer(other.token) })).json().value).toBeNull();
  });

  it('refuses a malformed key and a missing value', async () => {
    const bad = await app.app.inject({ method: 'GET', url: `${API}/users/user-meta/bad%20key!`, headers: bearer(u.token) });
    expect(bad.statusCode).toBe(422);
    const noValue = await app.app.inject({ method: 'POST', url: `${API}/users/user-meta/K`, headers: bearer(u.token), payload: {} });
    expect(noValue.statusCode).toBe(422);
    expect(noValue.json().errors.value).toEqual([m.required]);
  });
});
