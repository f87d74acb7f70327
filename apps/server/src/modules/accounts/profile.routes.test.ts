import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountsTexts as t } from '@holdfast/shared/accounts';
import { validationMessages as m } from '@holdfast/shared/validation';
import { createTestApp, request, signUp, type TestApp } from '../../test/harness';

let app: TestApp;
let u: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());
// A fresh user (no profile yet) for every test, so the tests pass in any order.
beforeEach(async () => {
  u = await signUp(app);
});

const getProfile = (token = u.token) => request(app, token).get('/users/profile');
const putProfile = (payload: object, token = u.token) => request(app, token).put('/users/profile', payload);

// A valid 1x1 PNG (sharp-made); uploads are decoded, so a corrupt one would be refused.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963d08f4dfa0f00039b01eef8d3934b0000000049454e44ae426082',
  'hex',
);

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----holdfast-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GET/PUT users/profile', () => {
  it('401 without a token, and with a made-up one', async () => {
    expect((await request(app).get('/users/profile')).statusCode).toBe(401);
    expect((await getProfile('made-up')).statusCode).toBe(401);
    expect((await request(app).put('/users/profile', {})).statusCode).toBe(401);
  });

  it('has no profile until onboarding saves one', async () => {
    const res = await getProfile();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: u.id,
      email: u.email,
      profile: null,
      roles: [],
      configurationComplete: true,
      wp_password_mapped: false,
    });
  });

  it.each([
    [{ gender: 'Male' }, 'first_name', m.required],
    [{ first_name: '  ', gender: 'Male' }, 'first_name', m.required],
    [{ first_name: 'Sam' }, 'gender', m.required],
    [{ first_name: 'Sam', gender: 'Robot' }, 'gender', m.invalid],
    [{ first_name: 'Sam', gender: 'Male', is_leader: true }, 'church', m.required],
    [{ first_name: 'Sam', gender: 'Male', age: 0 }, 'age', m.minValue(1)],
    [{ first_name: 'Sam', gender: 'Male', age: 'abc' }, 'age', m.notNumber],
    // A whole number within the range, never a 500; a zip code shaped as one.
    [{ first_name: 'Sam', gender: 'Male', age: 1.5 }, 'age', m.wholeNumber],
    [{ first_name: 'Sam', gender: 'Male', age: '1.5' }, 'age', m.wholeNumber],
    [{ first_name: 'Sam', gender: 'Male', age: 121 }, 'age', m.maxValue(120)],
    [{ first_name: 'Sam', gender: 'Male', zip_code: 'abc' }, 'zip_code', m.zipCode],
    [{ first_name: 'Sam', gender: 'Male', is_leader: true, church: 'Grace', zip_code: 'abc' }, 'zip_code', m.zipCode],
    [{ first_name: 'x'.repeat(256), gender: 'Male' }, 'first_name', m.maxLength(255)],
    [{ first_name: 'Sam', gender: 'Male', country_id: 99999 }, 'country_id', m.invalid],
    [{ first_name: 'Sam', gender: 'Male', tag_ids: [99999] }, 'tag_ids', m.invalid],
  ])('refuses %j (422 on %s) and saves nothing', async (payload, field, message) => {
    const res = await putProfile(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await getProfile()).json().profile).toBeNull();
  });

  it('checks a zip code against the chosen country; free text only where the country has none (issue 18, defect 11)', async () => {
    const other = await signUp(app);
    const countries = (await request(app, other.token).get('/countries')).json() as { id: number; code: string }[];
    const id = (code: string) => countries.find((c) => c.code === code)!.id;
    const base = { first_name: 'Ana', gender: 'Female' };
    const us = await putProfile({ ...base, country_id: id('US'), zip_code: 'SW1A 1AA' }, other.token);
    expect(us.statusCode).toBe(422);
    expect(us.json().errors.zip_code).toEqual([m.zipCode]);
    expect((await getProfile(other.token)).json().profile).toBeNull();
    expect((await putProfile({ ...base, country_id: id('GB'), zip_code: 'SW1A 1AA' }, other.token)).statusCode).toBe(200);
    // Without a chosen country a zip code must still look like one.
    expect((await putProfile({ ...base, zip_code: 'abc' }, other.token)).json().errors.zip_code).toEqual([m.zipCode]);
    expect((await putProfile({ ...base, country_id: id('HK'), zip_code: 'Near the harbour' }, other.token)).statusCode).toBe(200);
    expect((await getProfile(other.token)).json().profile.zip_code).toBe('Near the harbour');
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
  // A picture belongs to a saved profile.
  beforeEach(async () => {
    expect((await putProfile({ first_name: 'Sam', gender: 'Male' })).statusCode).toBe(200);
  });

  it('401 without a token', async () => {
    const req = multipart('profile_picture', 'a.png', 'image/png', PNG);
    const res = await request(app, null, req.headers).post('/users/profile/avatar', req.payload);
    expect(res.statusCode).toBe(401);
  });

  const upload = (data: Buffer, type = 'image/png', name = 'a.png') => {
    const req = multipart('profile_picture', name, type, data);
    return request(app, u.token, req.headers).post('/users/profile/avatar', req.payload);
  };
  const iconPath = (res: { json(): { profile: { profile_icon: string | null } } }) => res.json().profile.profile_icon?.split('?')[0];

  it('stores a re-encoded PNG behind a short-lived signed link, with its type, nosniff and a disposition', async () => {
    const res = await upload(PNG);
    expect(res.statusCode).toBe(200);
    const icon = res.json().profile.profile_icon as string;
    expect(icon).toMatch(/^\/api\/v1\.2\/files\/avatars\/[a-f0-9]{32}\.png\?uid=\d+&expires=\d+&signature=[\w-]+$/);
    expect(icon).not.toContain(u.token);
    const file = await app.app.inject({ method: 'GET', url: icon });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="[a-f0-9]{32}\.png"$/);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
    // Without the signature, or with it moved to another file, nothing is served.
    expect((await app.app.inject({ method: 'GET', url: icon.split('?')[0]! })).statusCode).toBe(422);
    const altered = await app.app.inject({ method: 'GET', url: icon.replace(/\/avatars\/[a-f0-9]{32}/, `/avatars/${'0'.repeat(32)}`) });
    expect(altered.statusCode).toBe(403);
    // ?token= is no longer read anywhere: the bearer header is the only way to sign in.
    expect((await request(app).get(`/users/profile?token=${u.token}`)).statusCode).toBe(401);
  });

  it('refuses a polyglot (a PNG header followed by HTML) and keeps the old picture', async () => {
    expect((await upload(PNG)).statusCode).toBe(200);
    const before = iconPath(await getProfile());
    expect(before).toMatch(/\.png$/);
    const polyglot = Buffer.concat([PNG.subarray(0, 16), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await upload(polyglot);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.profile_picture).toEqual([t.invalidImage]);
    expect(iconPath(await getProfile())).toBe(before);
  });

  it('drops what follows a valid image, and EXIF with a GPS position', async () => {
    const valid = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f5d62' } })
      .png()
      .toBuffer();
    const trailing = await upload(Buffer.concat([valid, Buffer.from('<html><script>alert(1)</script></html>')]));
    expect(trailing.statusCode).toBe(200);
    const served = (await app.app.inject({ method: 'GET', url: trailing.json().profile.profile_icon })).rawPayload;
    expect(served.toString('latin1')).not.toContain('<script>');

    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(jpeg, 'image/jpeg', 'me.jpg');
    expect(res.statusCode).toBe(200);
    const icon = res.json().profile.profile_icon as string;
    expect(icon).toMatch(/\.jpg\?/);
    const file = await app.app.inject({ method: 'GET', url: icon });
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.toString('latin1')).not.toContain('PhoneMaker');
  });

  it('accepts an uncompressed BMP (stored as PNG)', async () => {
    const w = 2;
    const h = 2;
    const stride = 8;
    const bmp = Buffer.alloc(54 + stride * h);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(bmp.length, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(w, 18);
    bmp.writeInt32LE(h, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    bmp.fill(0xff, 54);
    const res = await upload(bmp, 'image/bmp', 'a.bmp');
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.profile_icon).toMatch(/\.png\?/);
  });

  it.each([
    ['a text file claiming to be a PNG', 'image/png', Buffer.from('hello world')],
    ['an SVG', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a file over 5 MB', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)])],
  ])('refuses %s with 422 and keeps the old picture', async (_label, type, data) => {
    expect((await upload(PNG)).statusCode).toBe(200);
    const before = iconPath(await getProfile());
    expect(before).toMatch(/\.png$/);
    const res = await upload(data, type, 'x.png');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.profile_picture).toEqual([t.invalidImage]);
    expect(iconPath(await getProfile())).toBe(before);
  });
});

describe('GET users/roles', () => {
  it('401 without a token; lists the user own roles', async () => {
    expect((await request(app).get('/users/roles')).statusCode).toBe(401);
    const res = await request(app, u.token).get('/users/roles');
    expect(res.json()).toEqual([]);
  });
});

describe('users/user-meta/{key}', () => {
  it('401 without a token', async () => {
    expect((await request(app).get('/users/user-meta/DASHBOARD_ONBOARDING_DONE')).statusCode).toBe(401);
  });

  it('is null until set, then keeps the value per user', async () => {
    const url = '/users/user-meta/DASHBOARD_ONBOARDING_DONE';
    expect((await request(app, u.token).get(url)).json()).toEqual({ key: 'DASHBOARD_ONBOARDING_DONE', value: null });
    const set = await request(app, u.token).post(url, { value: true });
    expect(set.json()).toEqual({ key: 'DASHBOARD_ONBOARDING_DONE', value: true });
    expect((await request(app, u.token).get(url)).json().value).toBe(true);
    const other = await signUp(app);
    expect((await request(app, other.token).get(url)).json().value).toBeNull();
  });

  it('refuses a malformed key and a missing value', async () => {
    const bad = await request(app, u.token).get('/users/user-meta/bad%20key!');
    expect(bad.statusCode).toBe(422);
    const noValue = await request(app, u.token).post('/users/user-meta/K', {});
    expect(noValue.statusCode).toBe(422);
    expect(noValue.json().errors.value).toEqual([m.required]);
  });
});
