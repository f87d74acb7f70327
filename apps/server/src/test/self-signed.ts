import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway self-signed certificate (P-256) for the tests' local TLS servers, made by openssl:
 * valid one day for localhost, 127.0.0.1 and the extra names given (fcm.googleapis.com, which the
 * FCM test's agent connects to locally).
 */
export function selfSignedCertificate(names: readonly string[] = []): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-cert-'));
  try {
    const san = ['DNS:localhost', 'IP:127.0.0.1', ...names.map((n) => `DNS:${n}`)].join(',');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        `subjectAltName=${san}`,
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
