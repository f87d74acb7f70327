/** A reason for viewing as a member: at least this many characters, at most that many (kept in the audit log). */
export const IMPERSONATION_REASON_MIN = 5;
export const IMPERSONATION_REASON_MAX = 500;

/** Impersonation: the answers of its calls and the web's start page and banner. */
export const impersonationTexts = {
  readOnly:
    'You are viewing this account as support, read-only: nothing can be changed, sent or paid in this session. Stop viewing to act as yourself again.',
  readOnlyToast: 'Read-only: you are viewing as this member, so nothing was changed or sent.',
  notImpersonating: 'This session is not an impersonation.',
  ended: 'You stopped viewing as this member.',
  // web
  startTitle: 'View as a member',
  startIntro:
    'You will see Holdfast as this member sees it, read-only, for at most one hour. They will see "Support viewed your account" in their access log, and the audit log keeps your reason.',
  reasonLabel: 'Reason',
  reasonDescription: 'Why you need to see their account (for example the help-desk request you are answering).',
  start: 'View as this member',
  cancel: 'Cancel',
  starting: 'Opening their account…',
  startFailed: 'Unable to view as this member',
  banner: (name: string) => `You are viewing as ${name} — read-only`,
  stop: 'Stop',
  stopFailed: 'Unable to stop viewing; you were signed out instead.',
  unknownMember: 'Unknown member.',
  person: (name: string, email: string | null) => (email ? `${name} (${email})` : name),
} as const;
