import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/** The credentials the server checks signatures with. */
const ACCESS_KEY = 'S3RVER';

/**
 * A local server that speaks the S3 protocol (@20minutes/s3rver, a maintained fork of s3rver: objects in a temporary folder, SigV4
 * signatures and presigned-link expiry checked), on a free port of 127.0.0.1, with one bucket.
 * `env` is what the app reads to use it (S3_* variables); `close` stops it and removes its folder.
 */
export async function startS3Server(bucket = 'holdfast-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'holdfast-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: { bucket, region: 'us-east-1', endpoint, credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY } },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A describe block's app on the local S3 server: started before its tests, closed after them (the
 * app first). Answers the app and the server, once the block's tests run.
 */
export function useS3TestApp() {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let app: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    app = await createTestApp(s3.env);
  });
  afterAll(async () => {
    await app.app.close();
    await s3.close();
  });
  return { app: () => app, server: () => s3 };
}
