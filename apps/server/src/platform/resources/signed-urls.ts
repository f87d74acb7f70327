import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed file links: HMAC-SHA256 over (user id, file key, expiry). A link works only until it
 * expires and names the user it was made for; it needs no bearer token, so the token never travels
 * in a URL (where logs, history and Referer headers would keep it).
 */
export function createUrlSigner(secret: string | undefined) {
  // Unset secret: random per process (links then die with the process; set RESOURCE_URL_SECRET for several copies).
  const key = secret ?? randomBytes(32).toString('hex');
  // The key once as a KeyObject (its UTF-8 bytes, as a string key is read): lists sign an avatar per row.
  const keyObject = createSecretKey(Buffer.from(key, 'utf8'));
  const mac = (userId: number, fileKey: string, expires: number) =>
    createHmac('sha256', keyObject).update(`${userId}\n${fileKey}\n${expires}`).digest('base64url');
  return {
    sign(userId: number, fileKey: string, ttlSeconds: number, now = Date.now()) {
      const expires = Math.floor(now / 1000) + ttlSeconds;
      return { expires, signature: mac(userId, fileKey, expires) };
    },
    verify(userId: number, fileKey: string, expires: number, signature: string, now = Date.now()) {
      if (!Number.isInteger(expires) || expires < Math.floor(now / 1000)) return false;
      const a = Buffer.from(mac(userId, fileKey, expires));
      const b = Buffer.from(signature);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    /** `path?uid=&expires=&signature=`: a link to `fileKey` served at `path`, for `userId`, for ttlSeconds. */
    link(userId: number, fileKey: string, path: string, ttlSeconds: number, now = Date.now()) {
      const expires = Math.floor(now / 1000) + ttlSeconds;
      return { url: `${path}?uid=${userId}&expires=${expires}&signature=${mac(userId, fileKey, expires)}`, expires };
    },
    /** True when the query of a link made by `link` holds for `fileKey` and has not expired. */
    verifyLink(fileKey: string, q: { uid: number; expires: number; signature: string }, now = Date.now()) {
      return this.verify(q.uid, fileKey, q.expires, q.signature, now);
    },
    /** A secret derived for another purpose (so one setting serves several signers). */
    derive(purpose: string) {
      return createHmac('sha256', key).update(purpose).digest('hex');
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
