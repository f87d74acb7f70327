import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client';
import * as repo from './accounts.repository';

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
/** How long the session an impersonation link opens lasts. */
export const IMPERSONATION_SESSION_TTL_MS = 1 * HOUR_MS;

/**
 * A fresh one-time mail token for a user: older unused ones of the same purpose stop working, in
 * the same transaction. Returns the token to put in the mail (only its hash is stored).
 */
export async function replaceMailToken(
  db: Db,
  user: { id: number; email: string },
  purpose: 'verify-email' | 'reset-password',
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await repo.expireAccountTokens(tx, user.id, purpose);
    await repo.insertAccountToken(tx, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email: user.email,
      expiresAt: new Date(Date.now() + ttlMs),
    });
  });
  return token;
}
