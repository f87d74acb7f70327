import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum parameters.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, OPTIONS);
}

/** An argon2 hash in PHC form ($argon2id$v=19$m=…,t=…,p=…$salt$hash), the only kind `verify` can check. */
const ARGON2_HASH = /^\$argon2(id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

// A real hash to verify against when there is no usable one (no such user, or a stored value that is
// not an argon2 hash: the sample community's members), so every answer costs one verification.
let dummyHash: Promise<string> | null = null;
let verifications = 0;

/** How many argon2 verifications this process has run (tests prove each failure path runs one). */
export const passwordVerifications = () => verifications;

/**
 * Whether `password` matches `passwordHash`. Always exactly one argon2 verification, whatever the
 * stored value: without a user, or with a value `verify` would refuse at once (not argon2), the
 * password is checked against a fixed dummy hash and the answer is false, in the same time.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  const usable = passwordHash !== null && ARGON2_HASH.test(passwordHash);
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  const target = usable ? passwordHash : await dummyHash;
  verifications += 1;
  const ok = await verify(target, password).catch(() => false);
  return usable && ok;
}
