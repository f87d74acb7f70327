import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed resource URLs: HMAC-SHA256 over (user id, file key, expiry). A link works only until it expires
 * and only for the user it was made for (the file route also requires that user's token).
 */
export function createUrlSigner(secret: string | undefined) {
  // Unset secret: random per process (links then die with the process; set RESOURCE_URL_SECRET for several copies).
  const key = secret ?? randomBytes(32).toString('hex');
  const mac = (userId: number, fileKey: string, expires: number) =>
    createHmac('sha256', key).update(`${userId}\n${fileKey}\n${expires}`).digest('base64url');
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
    /** A secret derived for another purpose (so one setting serves several signers). */
    derive(purpose: string) {
      return createHmac('sha256', key).update(purpose).digest('hex');
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
