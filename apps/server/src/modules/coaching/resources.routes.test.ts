import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COACH_RESOURCE_MAX_BYTES,
  coachingApiPaths as paths,
  coachingTexts as t,
  coachResourcePageSchema,
  coachResourceSavedSchema,
  type CoachResource,
} from '@holdfast/shared/coaching';
import { API_PREFIX, ERROR_CODES } from '@holdfast/shared/common';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { buildUser, type TestUser } from '../../test/factories';
import { coachingFixture, type CoachingFixture, type FixtureCoach } from '../../test/coaching-fixture';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { useS3TestApp } from '../../test/s3-server';
import {
  sampleBmp,
  sampleCompoundFile,
  sampleDocx,
  sampleExe,
  sampleGif,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleText,
  sampleWebp,
  sampleXlsx,
} from '../../test/sample-files';

// One app per file; every test builds its own coaches and clients.
let app: TestApp;
let fx: CoachingFixture;
beforeAll(async () => {
  app = await createTestApp();
  fx = await coachingFixture(app);
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);

interface FilePart {
  data: Buffer;
  name?: string;
  type?: string;
}

/** A multipart body as a browser's FormData sends it: the text fields, then the file. */
function form(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----holdfast${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'file.bin'}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(on: TestApp, u: TestUser | null, fields: Record<string, string>, file?: FilePart) {
  const body = form(fields, file);
  return request(on, u?.token ?? null, body.headers).post(`/${paths.resources}`, body.payload);
}

/** A PDF the coach uploads; the resource as the answer gives it. */
async function uploadPdf(coach: FixtureCoach, title = 'Week one plan', on: TestApp = app): Promise<CoachResource> {
  const res = await upload(
    on,
    coach.user,
    { title, resource_type: 'pdf' },
    { data: samplePdf(), name: 'plan.pdf', type: 'application/pdf' },
  );
  expect(res.statusCode).toBe(201);
  return coachResourceSavedSchema.parse(res.json()).item;
}

const listOwn = (u: TestUser, query = '') => api(u).get(`/${paths.resources}${query}`);
const listForClient = (u: TestUser, query = '') => api(u).get(`/${paths.clientResources}${query}`);
const open = (url: string, on: TestApp = app) => on.app.inject({ method: 'GET', url });
const rowsOf = (coachId: number) =>
  selectRows<{
    id: number;
    title: string;
    resource_type: string;
    file_key: string | null;
    mime_type: string | null;
    size_bytes: number | null;
  }>(
    app.db,
    sql`select id, title, resource_type, file_key, mime_type, size_bytes from coach_resources where coach_id = ${coachId} order by id`,
  );
/** A link signed for `viewerId` to resource `id`, as the list would make it (or already expired). */
const linkFor = (viewerId: number, id: number, ttlSeconds = 60) =>
  app.ctx.urlSigner.link(viewerId, `coach-resource:${id}`, `${API_PREFIX}/${paths.resourceFile(id)}`, ttlSeconds).url;

describe('coach resources: sign-in and roles', () => {
  it.each([
    ['GET', `/${paths.resources}`],
    ['POST', `/${paths.resources}`],
    ['DELETE', `/${paths.resource(1)}`],
    ['GET', `/${paths.clientResources}`],
  ])('%s %s without a token is 401', async (method, url) => {
    const res = await request(app, null).send(method as 'GET', url);
    expect(res.statusCode).toBe(401);
  });

  it('a file link without its signature is refused, and with a forged one too', async () => {
    const coach = await fx.coach();
    const item = await uploadPdf(coach);
    expect((await open(`${API_PREFIX}/${paths.resourceFile(item.id)}`)).statusCode).toBe(422);
    const forged = item.file_url!.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const res = await open(forged);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: t.resourceLinkExpired, code: ERROR_CODES.linkExpired });
  });

  it('a member who is not a coach gets 403 on every coach call, before any input is read', async () => {
    const member = await buildUser(app);
    for (const res of [
      await listOwn(member, '?page=abc'),
      await upload(app, member, { title: '' }),
      await api(member).delete(`/${paths.resource(Number.MAX_SAFE_INTEGER)}`),
      await api(member).delete('/coach/resources/abc'),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });

  it("a coach whose billing is not set up, or whose subscription failed, is refused with the gate's reason", async () => {
    const unbilled = await fx.coach({ billingComplete: false, subscription: null });
    const res = await listOwn(unbilled.user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: t.billingIncomplete, code: ERROR_CODES.coachBillingIncomplete });
    const lapsed = await fx.coach({ subscription: 'past_due' });
    const upload403 = await upload(app, lapsed.user, { title: 'Plan', resource_type: 'pdf' }, { data: samplePdf() });
    expect(upload403.statusCode).toBe(403);
    expect(upload403.json().code).toBe(ERROR_CODES.coachSubscriptionInactive);
    expect(await rowsOf(lapsed.coachId)).toEqual([]);
  });

  it('a trialing subscription opens the centre like an active one', async () => {
    const coach = await fx.coach({ subscription: 'trialing' });
    expect((await listOwn(coach.user)).statusCode).toBe(200);
  });
});

describe('coach resources: strangers', () => {
  it("another coach's resource is 404 to delete, and stays", async () => {
    const owner = await fx.coach();
    const other = await fx.coach();
    const item = await uploadPdf(owner);
    const res = await api(other.user).delete(`/${paths.resource(item.id)}`);
    expect(res.statusCode).toBe(404);
    expect((await rowsOf(owner.coachId)).map((r) => r.id)).toEqual([item.id]);
    expect((await open(item.file_url!)).statusCode).toBe(200);
    expect(coachResourcePageSchema.parse((await listOwn(other.user)).json()).items).toEqual([]);
  });

  it("a client of another coach sees only their own coach's resources and cannot open the others'", async () => {
    const coach = await fx.coach();
    const client = await fx.client(coach);
    const otherCoach = await fx.coach();
    const otherClient = await fx.client(otherCoach);
    const item = await uploadPdf(coach);

    const theirs = coachResourcePageSchema.parse((await listForClient(otherClient.user)).json());
    expect(theirs.items).toEqual([]);
    const mine = coachResourcePageSchema.parse((await listForClient(client.user)).json());
    const url = mine.items[0]!.file_url!;
    expect((await open(url)).statusCode).toBe(200);

    // The client's link names the client: with another viewer's id in it, the signature fails.
    expect((await open(url.replace(`uid=${client.user.id}`, `uid=${otherClient.user.id}`))).statusCode).toBe(403);
    // A link properly signed for the other client still opens nothing: they are not this coach's client.
    expect((await open(linkFor(otherClient.user.id, item.id))).statusCode).toBe(404);
    // Nor for a member with no coach at all, nor for the other coach.
    const stranger = await buildUser(app);
    expect((await open(linkFor(stranger.id, item.id))).statusCode).toBe(404);
    expect((await open(linkFor(otherCoach.user.id, item.id))).statusCode).toBe(404);
  });

  it('a pending or rejected client, and a member with no coach, have no coach resources (404)', async () => {
    const coach = await fx.coach();
    await uploadPdf(coach);
    const pending = await fx.client(coach, { status: 'pending' });
    const rejected = await fx.client(coach, { status: 'rejected' });
    const stranger = await buildUser(app);
    for (const u of [pending.user, rejected.user, stranger]) {
      const res = await listForClient(u);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(t.coachNotFound);
    }
  });
});

describe('coach resources: the PDF a client opens', () => {
  it('the coach uploads a PDF; the client lists it and opens it through file_url; another member cannot', async () => {
    const coach = await fx.coach();
    const client = await fx.client(coach);
    const res = await upload(app, coach.user, { title: 'Week one plan', resource_type: 'pdf' }, { data: samplePdf(), name: 'x.pdf' });
    expect(res.statusCode).toBe(201);
    const saved = coachResourceSavedSchema.parse(res.json());
    expect(saved).toMatchObject({ message: t.fileUploaded, item: { title: 'Week one plan', resource_type: 'pdf', external_link: null } });
    expect(saved.item.file_url).toMatch(
      new RegExp(`^${API_PREFIX}/coach/resources/${saved.item.id}/file\\?uid=${coach.user.id}&expires=\\d+&signature=`),
    );
    const [row] = await rowsOf(coach.coachId);
    expect(row).toMatchObject({ mime_type: 'application/pdf', size_bytes: samplePdf().length });
    expect(row!.file_key).toMatch(/^coach-resources\/[a-f0-9]{32}\.pdf$/);
    expect(JSON.stringify(res.json())).not.toContain(row!.file_key);

    const page = coachResourcePageSchema.parse((await listForClient(client.user)).json());
    expect(page).toMatchObject({ page: 1, perPage: 15, totalItems: 1, totalPages: 1, offset: 0 });
    const item = page.items[0]!;
    expect(item).toMatchObject({ id: saved.item.id, title: 'Week one plan', resource_type: 'pdf' });
    expect(item.file_url).toContain(`uid=${client.user.id}`);

    const file = await open(item.file_url!);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(samplePdf());
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="Week one plan.pdf"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // The coach opens it with their own link.
    expect((await open(saved.item.file_url!)).rawPayload).toEqual(samplePdf());

    // Another member, holding the client's link, is refused (the link names the client).
    const stranger = await buildUser(app);
    expect((await open(item.file_url!.replace(`uid=${client.user.id}`, `uid=${stranger.id}`))).statusCode).toBe(403);
    expect((await open(linkFor(stranger.id, item.id))).statusCode).toBe(404);
  });

  it('a removed client loses access at once: the old link stops working and the list is gone', async () => {
    const coach = await fx.coach();
    const client = await fx.client(coach);
    await uploadPdf(coach);
    const url = coachResourcePageSchema.parse((await listForClient(client.user)).json()).items[0]!.file_url!;
    expect((await open(url)).statusCode).toBe(200);
    await fx.removeClient(client);
    expect((await open(url)).statusCode).toBe(404);
    expect((await listForClient(client.user)).statusCode).toBe(404);
  });

  it("while the coach's subscription has failed, clients get 'Coaching center disabled' and their links stop; restored, both work", async () => {
    const coach = await fx.coach();
    const client = await fx.client(coach);
    await uploadPdf(coach);
    const url = coachResourcePageSchema.parse((await listForClient(client.user)).json()).items[0]!.file_url!;
    await fx.setSubscription(coach, 'past_due');
    const res = await listForClient(client.user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: t.coachingDisabledText, code: ERROR_CODES.coachingDisabled });
    expect((await open(url)).statusCode).toBe(404);
    await fx.setSubscription(coach, 'active');
    expect((await open(url)).statusCode).toBe(200);
    expect((await listForClient(client.user)).statusCode).toBe(200);
  });

  it('an expired link is refused', async () => {
    const coach = await fx.coach();
    const item = await uploadPdf(coach);
    const res = await open(linkFor(coach.user.id, item.id, -1));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ERROR_CODES.linkExpired);
  });
});

describe('coach resources: the type comes from the bytes', () => {
  const refusedAs = async (coach: FixtureCoach, resource_type: string, file: FilePart) => {
    const res = await upload(app, coach.user, { title: 'A file', resource_type }, file);
    expect(res.statusCode, `${resource_type} ${file.name}`).toBe(422);
    expect(res.json().errors).toEqual({ file: [t.fileTypeNotAllowed] });
  };
  const acceptedAs = async (coach: FixtureCoach, resource_type: string, file: FilePart, mime: string) => {
    const res = await upload(app, coach.user, { title: 'A file', resource_type }, file);
    expect(res.statusCode, `${resource_type} ${mime}`).toBe(201);
    const rows = await rowsOf(coach.coachId);
    expect(rows.at(-1)).toMatchObject({ resource_type, mime_type: mime });
  };

  it('a PDF renamed .png and sent as image/png is refused as an image; an exe is refused whatever it claims', async () => {
    const coach = await fx.coach();
    await refusedAs(coach, 'image', { data: samplePdf(), name: 'photo.png', type: 'image/png' });
    await refusedAs(coach, 'image', { data: sampleExe(), name: 'photo.png', type: 'image/png' });
    await refusedAs(coach, 'pdf', { data: sampleExe(), name: 'plan.pdf', type: 'application/pdf' });
    await refusedAs(coach, 'document', { data: sampleExe(), name: 'notes.txt', type: 'text/plain' });
    await refusedAs(coach, 'pdf', { data: await samplePng(), name: 'plan.pdf', type: 'application/pdf' });
    await refusedAs(coach, 'pdf', { data: sampleText(), name: 'plan.pdf', type: 'application/pdf' });
    await refusedAs(coach, 'document', { data: samplePdf(), name: 'notes.docx' });
    await refusedAs(coach, 'document', { data: sampleXlsx(), name: 'notes.docx' });
    await refusedAs(coach, 'document', { data: sampleCompoundFile('Workbook'), name: 'notes.doc' });
    await refusedAs(coach, 'document', { data: Buffer.from([0x00, 0x01, 0x02, 0xff]), name: 'notes.txt', type: 'text/plain' });
    expect(await rowsOf(coach.coachId)).toEqual([]);
  });

  it('accepts every image, the PDF and each document kind by their bytes, whatever the name and content type say', async () => {
    const coach = await fx.coach();
    await acceptedAs(coach, 'image', { data: await samplePng(), name: 'scan.pdf', type: 'application/pdf' }, 'image/png');
    await acceptedAs(coach, 'image', { data: await sampleJpeg(), name: 'a.jpg' }, 'image/jpeg');
    await acceptedAs(coach, 'image', { data: await sampleGif(), name: 'a.gif' }, 'image/gif');
    await acceptedAs(coach, 'image', { data: await sampleWebp(), name: 'a.webp' }, 'image/webp');
    await acceptedAs(coach, 'image', { data: sampleBmp(), name: 'a.bmp' }, 'image/bmp');
    await acceptedAs(coach, 'pdf', { data: samplePdf(), name: 'no-extension' }, 'application/pdf');
    await acceptedAs(coach, 'document', { data: sampleText(), name: 'notes.exe' }, 'text/plain');
    await acceptedAs(
      coach,
      'document',
      { data: sampleDocx(), name: 'notes.zip' },
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await acceptedAs(coach, 'document', { data: sampleCompoundFile('WordDocument'), name: 'notes.bin' }, 'application/msword');
    const keys = (await rowsOf(coach.coachId)).map((r) => r.file_key!.split('.').pop());
    expect(keys).toEqual(['png', 'jpg', 'gif', 'webp', 'bmp', 'pdf', 'txt', 'docx', 'doc']);
  });

  it('a plain-text document is served as UTF-8 text, and an image as its own type', async () => {
    const coach = await fx.coach();
    const res = await upload(app, coach.user, { title: 'Notes', resource_type: 'document' }, { data: sampleText(), name: 'n.txt' });
    const file = await open(coachResourceSavedSchema.parse(res.json()).item.file_url!);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.rawPayload).toEqual(sampleText());
    const png = await samplePng();
    const image = await upload(app, coach.user, { title: 'Chart', resource_type: 'image' }, { data: png, name: 'c.png' });
    const served = await open(coachResourceSavedSchema.parse(image.json()).item.file_url!);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(png);
  });
});

describe('coach resources: validation', () => {
  it("a file over 8 MB is refused with 'File size should be less than 8 MB'; 8 MB exactly is taken", async () => {
    const coach = await fx.coach();
    const over = await upload(app, coach.user, { title: 'Big', resource_type: 'pdf' }, { data: samplePdf(COACH_RESOURCE_MAX_BYTES + 1) });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: t.fileTooLarge, errors: { file: [t.fileTooLarge] } });
    expect(await rowsOf(coach.coachId)).toEqual([]);
    const exact = await upload(app, coach.user, { title: 'Big', resource_type: 'pdf' }, { data: samplePdf(COACH_RESOURCE_MAX_BYTES) });
    expect(exact.statusCode).toBe(201);
  });

  it('the missing title, file and link each have their message, and nothing is saved', async () => {
    const coach = await fx.coach();
    const noTitle = await upload(app, coach.user, { title: '  ', resource_type: 'pdf' }, { data: samplePdf() });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json()).toMatchObject({ message: t.titleRequired, errors: { title: [t.titleRequired] } });

    const noFile = await upload(app, coach.user, { title: 'Plan', resource_type: 'pdf' });
    expect(noFile.json()).toMatchObject({ message: t.fileRequired, errors: { file: [t.fileRequired] } });
    const emptyFile = await upload(app, coach.user, { title: 'Plan', resource_type: 'image' }, { data: Buffer.alloc(0) });
    expect(emptyFile.json().errors).toEqual({ file: [t.fileRequired] });

    const noLink = await upload(app, coach.user, { title: 'Site', resource_type: 'external-link', external_link: '' });
    expect(noLink.json()).toMatchObject({ message: t.linkRequired, errors: { external_link: [t.linkRequired] } });

    const neither = await upload(app, coach.user, { resource_type: 'document' });
    expect(neither.json().errors).toEqual({ title: [t.titleRequired], file: [t.fileRequired] });

    const noType = await upload(app, coach.user, { title: 'Plan' }, { data: samplePdf() });
    expect(noType.json().errors).toEqual({ resource_type: [m.invalid] });
    const badType = await upload(app, coach.user, { title: 'Plan', resource_type: 'video' }, { data: samplePdf() });
    expect(badType.json().errors).toEqual({ resource_type: [m.invalid] });
    const notMultipart = await api(coach.user).post(`/${paths.resources}`, { title: 'Plan', resource_type: 'pdf' });
    expect(notMultipart.statusCode).toBe(422);

    const longTitle = await upload(app, coach.user, {
      title: 'x'.repeat(256),
      resource_type: 'external-link',
      external_link: 'https://a.example',
    });
    expect(longTitle.json().errors).toEqual({ title: [m.maxLength(255)] });
    expect(await rowsOf(coach.coachId)).toEqual([]);
  });

  it('an external link must be a web address', async () => {
    const coach = await fx.coach();
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'not a link', `https://a.example/${'x'.repeat(2100)}`]) {
      const res = await upload(app, coach.user, { title: 'Site', resource_type: 'external-link', external_link: link });
      expect(res.statusCode, link.slice(0, 30)).toBe(422);
      expect(res.json().errors).toHaveProperty('external_link');
    }
    expect(await rowsOf(coach.coachId)).toEqual([]);
  });

  it("saves an external link with 'Successfully save external link.', and the client sees it", async () => {
    const coach = await fx.coach();
    const client = await fx.client(coach);
    const res = await upload(app, coach.user, {
      title: 'Meeting notes',
      resource_type: 'external-link',
      external_link: 'https://notes.example/week-1',
    });
    expect(res.statusCode).toBe(201);
    expect(coachResourceSavedSchema.parse(res.json())).toMatchObject({
      message: t.linkSaved,
      item: { title: 'Meeting notes', resource_type: 'external-link', external_link: 'https://notes.example/week-1', file_url: null },
    });
    const page = coachResourcePageSchema.parse((await listForClient(client.user)).json());
    expect(page.items.map((i) => i.external_link)).toEqual(['https://notes.example/week-1']);
    expect((await rowsOf(coach.coachId))[0]).toMatchObject({ file_key: null, mime_type: null });
  });
});

describe('coach resources: paging and removal', () => {
  it('lists 15 a page, newest first, with the paging fields', async () => {
    const coach = await fx.coach();
    for (let i = 1; i <= 16; i++)
      await upload(app, coach.user, { title: `Link ${i}`, resource_type: 'external-link', external_link: `https://a.example/${i}` });
    const first = coachResourcePageSchema.parse((await listOwn(coach.user)).json());
    expect(first).toMatchObject({ page: 1, perPage: 15, totalItems: 16, totalPages: 2, offset: 0 });
    expect(first.items.map((i) => i.title).slice(0, 2)).toEqual(['Link 16', 'Link 15']);
    const second = coachResourcePageSchema.parse((await listOwn(coach.user, '?page=2')).json());
    expect(second).toMatchObject({ page: 2, totalItems: 16, totalPages: 2, offset: 15 });
    expect(second.items.map((i) => i.title)).toEqual(['Link 1']);
    const past = coachResourcePageSchema.parse((await listOwn(coach.user, '?page=5')).json());
    expect(past).toMatchObject({ items: [], totalItems: 16 });
    const empty = coachResourcePageSchema.parse((await listOwn((await fx.coach()).user)).json());
    expect(empty).toMatchObject({ items: [], totalItems: 0, totalPages: 0 });
  });

  it("removes a resource with 'The resource has been removed'; its link stops and the stored file goes after commit", async () => {
    const coach = await fx.coach();
    const client = await fx.client(coach);
    const item = await uploadPdf(coach);
    const kept = await uploadPdf(coach, 'Week two');
    const url = coachResourcePageSchema.parse((await listForClient(client.user)).json()).items.find((i) => i.id === item.id)!.file_url!;
    const key = (await rowsOf(coach.coachId)).find((r) => r.id === item.id)!.file_key!;
    expect(await app.ctx.storage.get(key)).not.toBeNull();

    const res = await api(coach.user).delete(`/${paths.resource(item.id)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: t.resourceRemoved });
    await app.ctx.jobs.idle();
    expect(await app.ctx.storage.get(key)).toBeNull();
    expect((await rowsOf(coach.coachId)).map((r) => r.id)).toEqual([kept.id]);
    expect((await open(url)).statusCode).toBe(404);
    expect((await open(kept.file_url!)).statusCode).toBe(200);
    // A second removal finds nothing.
    expect((await api(coach.user).delete(`/${paths.resource(item.id)}`)).statusCode).toBe(404);
  });
});

describe('coach resources on S3 (a local server speaking the protocol)', () => {
  const { app: s3App, server: s3 } = useS3TestApp();

  it('stores the upload in the bucket; file_url redirects the client to a presigned GET that fetch() opens; removal deletes the object', async () => {
    expect(s3App().ctx.storage.kind).toBe('s3');
    const s3Fixture = await coachingFixture(s3App());
    const coach = await s3Fixture.coach();
    const client = await s3Fixture.client(coach);
    const item = await uploadPdf(coach, 'Week one plan', s3App());

    const url = coachResourcePageSchema.parse((await request(s3App(), client.user.token).get(`/${paths.clientResources}`)).json()).items[0]!
      .file_url!;
    const res = await open(url, s3App());
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const presigned = String(res.headers.location);
    expect(presigned.startsWith(`${s3().endpoint}/${s3().bucket}/coach-resources/`)).toBe(true);
    expect(presigned).toMatch(/X-Amz-Expires=300&/);
    const fetched = await fetch(presigned);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(samplePdf());
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toBe('inline; filename="Week one plan.pdf"');

    // A stranger gets no redirect at all.
    const stranger = await buildUser(s3App());
    const signed = s3App().ctx.urlSigner.link(
      stranger.id,
      `coach-resource:${item.id}`,
      `${API_PREFIX}/${paths.resourceFile(item.id)}`,
      60,
    ).url;
    expect((await open(signed, s3App())).statusCode).toBe(404);

    expect((await request(s3App(), coach.user.token).delete(`/${paths.resource(item.id)}`)).statusCode).toBe(200);
    await s3App().ctx.jobs.idle();
    expect((await fetch(presigned)).status).toBe(404);
  });

  it("a store that refuses the file answers 'Due to some problem system is not able to save your file' and saves nothing", async () => {
    const broken = await createTestApp({ ...s3().env, S3_BUCKET: 'no-such-bucket' });
    try {
      const coach = await (await coachingFixture(broken)).coach();
      const res = await upload(broken, coach.user, { title: 'Plan', resource_type: 'pdf' }, { data: samplePdf() });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(t.fileSaveFailed);
      const rows = await selectRows(broken.db, sql`select id from coach_resources where coach_id = ${coach.coachId}`);
      expect(rows).toEqual([]);
    } finally {
      await broken.app.close();
    }
  });
});
