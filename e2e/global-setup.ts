import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@holdfast/shared/common';
import { selfSignedCertificate } from '../apps/server/src/test/self-signed';
import { freePort } from '../scripts/free-port';

/**
 * Starts the real server (built web app + API on a fresh embedded database), exactly as
 * `npm start` does minus the web build: the compiled server bundle (rebuilt here when its sources
 * changed, a fraction of a second), with source maps. Keeps its log in a file the tests read mail
 * links from. It trusts one more certificate, made here for the local push service e2e/pwa.spec.ts
 * runs (`NODE_EXTRA_CA_CERTS`: Node reads it only at start, so the certificate exists before the
 * server does; the server's code is production's, whose web push speaks only https).
 */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const baseURL = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  const pushTls = path.join(dataDir, 'push-tls');
  mkdirSync(pushTls);
  const { key, cert } = selfSignedCertificate();
  writeFileSync(path.join(pushTls, 'key.pem'), key, { mode: 0o600 });
  writeFileSync(path.join(pushTls, 'cert.pem'), cert);
  const bundled = spawnSync(process.execPath, ['scripts/build-if-changed.mjs', '--server'], { stdio: 'inherit' });
  if (bundled.status !== 0) throw new Error('could not bundle the server (scripts/build-if-changed.mjs --server)');
  const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=16', 'apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      AUTH_RATE_LIMIT: '1000',
      ADMIN_EMAIL: 'e2e-admin@example.com',
      ADMIN_PASSWORD: 'E2e*Admin1',
      NODE_EXTRA_CA_CERTS: path.join(pushTls, 'cert.pem'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early; see ${logFile}`);
    try {
      const res = await fetch(`${baseURL}${API_PREFIX}/app-info`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_SERVER_LOG = logFile;
  // The local push service's key and certificate (e2e/push-service.ts), the one the server trusts.
  process.env.E2E_PUSH_TLS_DIR = pushTls;
  // Where the accessibility fixture records the page states scanned clean this run (e2e/support.ts).
  process.env.E2E_AXE_DIR = mkdtempSync(path.join(dataDir, 'axe-'));
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
}
