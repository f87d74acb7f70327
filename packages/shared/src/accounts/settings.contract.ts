import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { PIN_MAX_DIGITS, PIN_MIN_DIGITS } from './accounts.constants';

// Account settings beyond the spec's own calls: sessions and devices, the app lock, and the
// link that undoes an e-mail change (issue 38).

// ---------- sessions ----------

/** One signed-in session (a bearer token), described as its client described itself. */
export const accountSessionSchema = z.object({
  id: z.number(),
  /** 'Chrome on Android', or the description the client sent at sign-in; null when neither was known. */
  device: z.string().nullable(),
  /** Where the client said it signed in (the web sends its time zone); never looked up from the address. */
  place: z.string().nullable(),
  created_at: z.string(),
  /** Last call with this token, to within five minutes. */
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
  /** The session this request was made with. */
  is_current: z.boolean(),
  /** An administrator acting as the member (one hour, written to the audit log). */
  is_impersonation: z.boolean(),
});
export type AccountSession = z.output<typeof accountSessionSchema>;

export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSessionList = z.output<typeof accountSessionListSchema>;

export const signedOutSessionsSchema = z.object({ message: z.string(), signed_out: z.number() });
export type SignedOutSessions = z.output<typeof signedOutSessionsSchema>;

/** A description a client may send with the password grant (both optional). */
export const SESSION_DESCRIPTION_MAX = 100;
export const sessionDescriptionFields = {
  device: z.string().trim().max(SESSION_DESCRIPTION_MAX).nullish(),
  place: z.string().trim().max(SESSION_DESCRIPTION_MAX).nullish(),
};

// ---------- app lock ----------

const pinMessage = `The PIN must be ${PIN_MIN_DIGITS} to ${PIN_MAX_DIGITS} digits.`;
export const pinSchema = z.string({ error: pinMessage }).regex(/^\d{4,6}$/, pinMessage);

export const appLockStatusSchema = z.object({ enabled: z.boolean() });
export type AppLockStatus = z.output<typeof appLockStatusSchema>;

/**
 * PUT users/app-lock: set or change the PIN. Proof is the account password, or the current PIN
 * when one is set (either is enough).
 */
export const setAppLockInputSchema = z
  .object({ pin: pinSchema, password: z.string().max(255).nullish(), current_pin: z.string().max(6).nullish() })
  .refine((v) => Boolean(v.password) || Boolean(v.current_pin), {
    message: 'Enter your account password or your current PIN.',
    path: ['password'],
  });
export type SetAppLockInput = z.output<typeof setAppLockInputSchema>;

/** DELETE users/app-lock: remove the PIN, with the account password or the current PIN. */
export const removeAppLockInputSchema = z
  .object({ password: z.string().max(255).nullish(), current_pin: z.string().max(6).nullish() })
  .refine((v) => Boolean(v.password) || Boolean(v.current_pin), {
    message: 'Enter your account password or your current PIN.',
    path: ['password'],
  });
export type RemoveAppLockInput = z.output<typeof removeAppLockInputSchema>;

export const unlockInputSchema = z.object({ pin: requiredText({ max: 6 }) });
export type UnlockInput = z.output<typeof unlockInputSchema>;

/** POST users/app-lock/unlock: right, or wrong with the tries left (0: this session was signed out). */
export const unlockAnswerSchema = z.object({ unlocked: z.boolean(), attempts_left: z.number() });
export type UnlockAnswer = z.output<typeof unlockAnswerSchema>;

// ---------- undoing an e-mail change ----------

/** POST users/change-email/undo: the token of the link mailed to the old address. */
export const undoEmailChangeInputSchema = z.object({ token: requiredText({ max: 200 }) });
export type UndoEmailChangeInput = z.output<typeof undoEmailChangeInputSchema>;
export const undoEmailChangeAnswerSchema = z.object({ message: z.string(), email: z.string() });
export type UndoEmailChangeAnswer = z.output<typeof undoEmailChangeAnswerSchema>;

/** How long the old address's undo link works. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

export const settingsTexts = {
  sessionSignedOut: 'The session was signed out.',
  otherSessionsSignedOut: 'Every other session was signed out.',
  sessionMissing: 'This session is not signed in.',
  pinSet: 'Your app lock PIN was saved.',
  pinRemoved: 'The app lock was turned off.',
  pinNotSet: 'The app lock is not on.',
  pinProofWrong: 'The password or current PIN is not right.',
  pinWrong: (left: number) =>
    left === 1
      ? 'Wrong PIN. 1 try left before this session is signed out.'
      : `Wrong PIN. ${left} tries left before this session is signed out.`,
  pinSignedOut: 'Too many wrong PINs: this session was signed out.',
  lockTitle: 'Holdfast is locked',
  lockBody: 'Enter your PIN to continue.',
  lockOffline: 'You are offline. The app stays locked until it can check your PIN.',
  lockFailure: 'Unable to check the PIN. Please try again.',
  undoDone: 'Your email address was changed back. Every session was signed out.',
  undoInvalid: 'This link is invalid, was already used or has expired.',
  undoTaken: 'The old address now belongs to another account, so it cannot be restored. Please contact support.',
} as const;
