import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('S3 storage against a local S3 server', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let storage: Storage;
  beforeAll(async () => {
    s3 = await startS3Server();
    storage = createS3Storage(s3.settings);
  });
  afterAll(async () => {
    storage.close();
    await s3.close();
  });

  it('puts under a fresh random key and gets the same bytes back', async () => {
    const key = await storage.put('coach-resources', 'pdf', PDF, { contentType: 'application/pdf' });
    expect(key).toMatch(/^coach-resources\/[a-f0-9]{32}\.pdf$/);
    expect(await storage.get(key)).toEqual(PDF);
    expect(await storage.put('coach-resources', 'pdf', PDF)).not.toBe(key);
  });

  it('answers null for a missing key and for a key put never makes', async () => {
    expect(await storage.get(`coach-resources/${'0'.repeat(32)}.pdf`)).toBeNull();
    for (const key of ['../etc/passwd', 'coach-resources/../../x.pdf', 'a/b/c.pdf', '', 'coach-resources/ABC.pdf'])
      expect(await storage.get(key)).toBeNull();
    await expect(storage.signedUrl('../x.pdf', { expiresIn: 60 })).resolves.toBeNull();
  });

  it('refuses a folder or extension that could form a path', async () => {
    await expect(storage.put('../up', 'pdf', PDF)).rejects.toThrow();
    await expect(storage.put('ok', 'p/df', PDF)).rejects.toThrow();
  });

  it('deletes, and a second delete or a missing key is no error', async () => {
    const key = await storage.put('coach-resources', 'txt', Buffer.from('notes'), { contentType: 'text/plain' });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete('not/a key')).resolves.toBeUndefined();
  });

  it('hands out a presigned GET that a plain fetch() opens, with the type and name asked for', async () => {
    const key = await storage.put('coach-resources', 'pdf', PDF, { contentType: 'application/pdf' });
    const url = await storage.signedUrl(key, { expiresIn: 60, contentType: 'application/pdf', fileName: 'Week 1 "plan" é.pdf' });
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/coach-resources/`));
    expect(url).toContain('X-Amz-Signature=');
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="Week 1 _plan_ e.pdf"');
  });

  it('a presigned GET is refused once expired, or with its signature changed', async () => {
    const key = await storage.put('coach-resources', 'pdf', PDF, { contentType: 'application/pdf' });
    // Signed ten minutes ago for one minute: expired now.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 10 * 60_000 });
    const expired = await storage.signedUrl(key, { expiresIn: 60 });
    vi.useRealTimers();
    const refused = await fetch(expired!);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('expired');

    const fresh = await storage.signedUrl(key, { expiresIn: 60 });
    const tampered = fresh!.replace(/X-Amz-Signature=([0-9a-f])/, (_, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`);
    expect((await fetch(tampered)).status).toBe(403);
    const otherKey = fresh!.replace(/coach-resources\/[0-9a-f]{32}/, `coach-resources/${'a'.repeat(32)}`);
    expect((await fetch(otherKey)).status).toBe(403);
  });

  it('the server checks every signature: a store with the wrong secret is refused', async () => {
    const wrong = createS3Storage({
      ...s3.settings,
      credentials: { accessKeyId: s3.settings.credentials.accessKeyId, secretAccessKey: 'wrong' },
    });
    await expect(wrong.put('coach-resources', 'pdf', PDF)).rejects.toThrow(/signature/i);
    wrong.close();
  });

  it('a deleted file is gone through its presigned link too', async () => {
    const key = await storage.put('coach-resources', 'pdf', PDF, { contentType: 'application/pdf' });
    const url = await storage.signedUrl(key, { expiresIn: 60 });
    await storage.delete(key);
    expect((await fetch(url!)).status).toBe(404);
  });
});

describe('local storage (the dev default)', () => {
  let root: string;
  let storage: Storage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'holdfast-local-storage-'));
    storage = createLocalStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts, gets, deletes, and has no presigned links (the app serves the folder)', async () => {
    const key = await storage.put('coach-resources', 'pdf', PDF);
    expect(await storage.get(key)).toEqual(PDF);
    expect(await storage.signedUrl(key, { expiresIn: 60 })).toBeNull();
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.get('../../etc/passwd')).toBeNull();
  });
});
