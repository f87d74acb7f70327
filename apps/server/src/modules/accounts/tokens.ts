import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe. Only the hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const HOUR_MS = 60 * 60 * 1000;
export const VERIFY_EMAIL_TTL_MS = 48 * HOUR_MS;
export const RESET_PASSWORD_TTL_MS = 1 * HOUR_MS;
export const IMPERSONATION_TTL_MS = 5 * 60 * 1000;
