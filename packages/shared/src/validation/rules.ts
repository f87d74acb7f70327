/** Pure validation rules (no zod) so the web checklist and the schemas share one definition. */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = '!@#$%*';
const EMAIL_HARD_LIMIT = 254;
const EMAIL_LOCAL_LIMIT = 64;

export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim().length === 0;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

// Deliberately plain: one @, a dotted domain, no spaces. RFC 5322 in full accepts addresses
// no mail provider delivers to; this is the same rule the original client applied.
const EMAIL_PATTERN = /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_HARD_LIMIT) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at > EMAIL_LOCAL_LIMIT) return false;
  return EMAIL_PATTERN.test(value);
}

export interface PasswordChecks {
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
}

export function checkPassword(value: string): PasswordChecks {
  return {
    length: value.length >= PASSWORD_MIN_LENGTH,
    upper: /[A-Z]/.test(value),
    lower: /[a-z]/.test(value),
    digit: /[0-9]/.test(value),
    special: /[!@#$%*]/.test(value),
  };
}

export function isStrongPassword(value: string): boolean {
  return Object.values(checkPassword(value)).every(Boolean);
}
