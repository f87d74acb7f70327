import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesTexts as t, type Resource, type ResourceLibrary } from '@holdfast/shared/resources';
import { validationMessages as m } from '@holdfast/shared/validation';
import { API, bearer, createTestApp, login, request, type TestApp } from '../../test/harness';
import { buildUser } from '../../test/factories';
import * as accountsRepository from '../accounts/accounts.repository';
import { auditLog } from '../accounts/accounts.table';
import { libraryResources } from './resources.table';

const ADMIN = { email: 'library-root@holdfast.test', password: 'Adm1n*Password' };
let app: TestApp;
let admin: { token: string };
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = { token: await login(app, ADMIN.email, ADMIN.password) };
});
afterAll(() => app.app.close());

const api = (u: { token: string } | null) => request(app, u?.token ?? null);
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Understanding triggers',
  category: 'Recovery basics',
  kind: 'article',
  description: 'A short read.',
  url: 'https://example.org/triggers',
  audience: 'members',
  ...over,
});
async function create(over: Record<string, unknown> = {}) {
  const res = await api(admin).post('/admin/resources', body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item as Resource;
}
const auditOf = (id: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(id)));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(field: string, fileName: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----holdfast-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('resources: who may call', () => {
  it.each([
    ['GET', '/resources'],
    ['GET', '/admin/resources'],
    ['POST', '/admin/resources'],
    ['PUT', '/admin/resources/1'],
    ['DELETE', '/admin/resources/1'],
    ['POST', '/admin/resources/1/file'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await api(null).send(method, url, {})).statusCode).toBe(401);
  });

  it('403 for a member and for every other role on the admin calls, before the body; nothing changes', async () => {
    const r = await create({ title: 'Untouched' });
    for (const role of [null, 'community_admin', 'upgrade_admin', 'certified_leader', 'coach', 'support']) {
      const u = await buildUser(app);
      if (role) await accountsRepository.assignRole(app.db, u.id, role);
      expect((await api(u).get('/admin/resources')).statusCode, String(role)).toBe(403);
      expect((await api(u).post('/admin/resources', { nonsense: true })).statusCode, String(role)).toBe(403);
      expect((await api(u).put(`/admin/resources/${r.id}`, body({ title: 'Changed' }))).statusCode, String(role)).toBe(403);
      expect((await api(u).put('/admin/resources/abc', {})).statusCode, String(role)).toBe(403);
      expect((await api(u).send('DELETE', `/admin/resources/${r.id}`)).statusCode, String(role)).toBe(403);
    }
    const [row] = await app.db.select().from(libraryResources).where(eq(libraryResources.id, r.id));
    expect(row!.title).toBe('Untouched');
  });
});

describe('resources: the library', () => {
  it("members see members' items by category; leaders see the leaders' items too", async () => {
    const open = await create({ title: 'For everyone', category: 'Zeal' });
    const leaders = await create({ title: 'For leaders', category: 'Leading', audience: 'leaders' });
    const member = await buildUser(app);
    const lib = (await api(member).get('/resources')).json() as ResourceLibrary;
    expect(lib.items.map((i) => i.id)).toContain(open.id);
    expect(lib.items.map((i) => i.id)).not.toContain(leaders.id);
    expect(lib.categories).toContain('Zeal');
    expect(lib.categories).not.toContain('Leading');

    const leader = await buildUser(app);
    const profile = await api(leader).put('/users/profile', {
      first_name: 'Lee',
      last_name: 'Der',
      display_name: 'Lee',
      gender: 'Male',
      is_married: false,
      is_student: false,
      is_leader: true,
      church: 'Grace Chapel',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const led = (await api(leader).get('/resources')).json() as ResourceLibrary;
    expect(led.items.map((i) => i.id)).toEqual(expect.arrayContaining([open.id, leaders.id]));
    expect(led.categories).toEqual([...led.categories].sort((a, b) => a.localeCompare(b)));
  });
});

describe('resources: the console', () => {
  it('creates, edits and deletes, each audited with before and after', async () => {
    const r = await create();
    const put = await api(admin).put(`/admin/resources/${r.id}`, body({ title: 'Triggers, explained', audience: 'leaders' }));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().item).toMatchObject({ title: 'Triggers, explained', audience: 'leaders' });
    const del = await api(admin).send('DELETE', `/admin/resources/${r.id}`);
    expect(del.json()).toEqual({ message: t.deleted });
    expect((await api(admin).send('DELETE', `/admin/resources/${r.id}`)).statusCode).toBe(404);
    const rows = await auditOf(r.id);
    expect(rows.map((a) => a.action)).toEqual(['resource.created', 'resource.updated', 'resource.deleted']);
    expect(rows[1]!.before).toMatchObject({ title: 'Understanding triggers', audience: 'members' });
    expect(rows[1]!.after).toMatchObject({ title: 'Triggers, explained', audience: 'leaders' });
    expect(rows.every((a) => a.targetKind === 'resource')).toBe(true);
  });

  it('validates: messages per field, only http(s) addresses, and a refused edit changes nothing', async () => {
    const empty = await api(admin).post('/admin/resources', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({ title: [m.required], category: [m.required], kind: [m.required] });
    const js = await api(admin).post('/admin/resources', body({ url: 'javascript:alert(1)' }));
    expect(js.statusCode).toBe(422);
    expect(js.json().errors.url).toEqual([t.httpOnly]);
    const r = await create({ title: 'Keep me' });
    const bad = await api(admin).put(`/admin/resources/${r.id}`, body({ title: '', kind: 'podcast' }));
    expect(bad.statusCode).toBe(422);
    expect((await app.db.select().from(libraryResources).where(eq(libraryResources.id, r.id)))[0]!.title).toBe('Keep me');
    expect((await auditOf(r.id)).map((a) => a.action)).toEqual(['resource.created']);
    expect((await api(admin).put('/admin/resources/999999', body())).statusCode).toBe(404);
  });

  it('uploads a PDF judged by its bytes; members open it through their signed link', async () => {
    const r = await create({ title: 'Workbook', kind: 'link', url: null });
    const member = await buildUser(app);
    // Without an address or a file it is not shown yet.
    expect(((await api(member).get('/resources')).json() as ResourceLibrary).items.map((i) => i.id)).not.toContain(r.id);

    const fake = multipart('file', 'workbook.pdf', Buffer.from('just text pretending'), 'application/pdf');
    const refused = await app.app.inject({
      method: 'POST',
      url: `${API}/admin/resources/${r.id}/file`,
      ...fake,
      headers: { ...fake.headers, ...bearer(admin.token) },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toEqual([t.fileType]);

    const pdf = multipart('file', 'workbook.pdf', PDF);
    const up = await app.app.inject({
      method: 'POST',
      url: `${API}/admin/resources/${r.id}/file`,
      ...pdf,
      headers: { ...pdf.headers, ...bearer(admin.token) },
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().item).toMatchObject({ kind: 'pdf', has_file: true });

    const item = ((await api(member).get('/resources')).json() as ResourceLibrary).items.find((i) => i.id === r.id)!;
    const file = await app.app.inject({ method: 'GET', url: item.url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await auditOf(r.id)).map((a) => a.action)).toEqual(['resource.created', 'resource.file_uploaded']);
  });
});
