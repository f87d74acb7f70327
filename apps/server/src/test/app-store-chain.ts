import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompactSign, importPKCS8 } from 'jose';

/**
 * For tests: a local certificate chain shaped like Apple's (a root, an intermediate CA carrying
 * Apple's WWDR intermediate OID 1.2.840.113635.100.6.2.1 and a leaf carrying the App Store receipt
 * signing OID 1.2.840.113635.100.6.11.1, which SignedDataVerifier requires), made with openssl, and
 * a signer of StoreKit 2 transactions (ES256 JWS with the x5c header) by its leaf.
 */
export interface AppStoreTestChain {
  /** The root certificate's PEM file: what APPLE_ROOT_CERTS names. */
  rootPath: string;
  sign(payload: Record<string, unknown>): Promise<string>;
  close(): void;
}

/**
 * `appleOids: false`: the same chain without Apple's two OIDs (the library must refuse it);
 * `ocspUrl`: the OCSP responder the leaf and intermediate name (Apple's certificates name one).
 */
export async function createAppStoreTestChain(opts: { appleOids?: boolean; ocspUrl?: string } = {}): Promise<AppStoreTestChain> {
  const ext = (line: string) =>
    (opts.appleOids === false ? '' : line) + (opts.ocspUrl ? `authorityInfoAccess=OCSP;URI:${opts.ocspUrl}\n` : '');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-appstore-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  for (const k of ['root', 'intermediate', 'leaf']) openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', `${k}.key`);
  openssl('req', '-x509', '-new', '-key', 'root.key', '-subj', '/CN=Holdfast Test Root CA', '-days', '2', '-out', 'root.pem');
  writeFileSync(file('intermediate.ext'), `basicConstraints=critical,CA:TRUE\n${ext('1.2.840.113635.100.6.2.1=ASN1:NULL\n')}`);
  writeFileSync(file('leaf.ext'), `basicConstraints=critical,CA:FALSE\n${ext('1.2.840.113635.100.6.11.1=ASN1:NULL\n')}`);
  for (const [k, cn, issuer] of [
    ['intermediate', 'Holdfast Test WWDR', 'root'],
    ['leaf', 'Holdfast Test StoreKit Signing', 'intermediate'],
  ] as const) {
    openssl('req', '-new', '-key', `${k}.key`, '-subj', `/CN=${cn}`, '-out', `${k}.csr`);
    openssl(
      'x509',
      '-req',
      '-in',
      `${k}.csr`,
      '-CA',
      `${issuer}.pem`,
      '-CAkey',
      `${issuer}.key`,
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      `${k}.ext`,
      '-out',
      `${k}.pem`,
    );
  }
  const der = (k: string) => openssl('x509', '-in', `${k}.pem`, '-outform', 'DER').toString('base64');
  const x5c = [der('leaf'), der('intermediate'), der('root')];
  const pkcs8 = openssl('pkcs8', '-topk8', '-nocrypt', '-in', 'leaf.key').toString();
  const key = await importPKCS8(pkcs8, 'ES256');
  return {
    rootPath: file('root.pem'),
    async sign(payload) {
      return new CompactSign(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader({ alg: 'ES256', x5c }).sign(key);
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}
