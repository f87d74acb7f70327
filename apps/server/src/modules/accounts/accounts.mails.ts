import type { MailMessage } from '../../platform/mail/mailer';
import { accountsApiPaths } from '@holdfast/shared/accounts';
import { API_PREFIX } from '@holdfast/shared/common';

export function verificationMail(appUrl: string, to: string, username: string, token: string): MailMessage {
  const link = `${appUrl}${API_PREFIX}/${accountsApiPaths.verifyEmail}?${new URLSearchParams({ token, email: to })}`;
  return {
    to,
    subject: 'Verify your email address',
    text: `Hi ${username},\n\nWelcome to Holdfast. Please confirm your email address to finish signing up:\n\n${link}\n\nThe link works for 48 hours. If you did not create an account, you can ignore this mail.`,
    links: [link],
    secrets: [token],
  };
}

export function changeEmailMail(appUrl: string, to: string, username: string, token: string): MailMessage {
  const link = `${appUrl}${API_PREFIX}/${accountsApiPaths.verifyEmail}?${new URLSearchParams({ token, email: to })}`;
  return {
    to,
    subject: 'Confirm your new email address',
    text: `Hi ${username},\n\nYou asked to use this address for your Holdfast account. Confirm it here:\n\n${link}\n\nUntil you do, your account keeps its current address.`,
    links: [link],
    secrets: [token],
  };
}

export function resetPasswordMail(appUrl: string, to: string, username: string, token: string): MailMessage {
  const link = `${appUrl}/reset-password?${new URLSearchParams({ token, email: to })}`;
  return {
    to,
    subject: 'Reset your password',
    text: `Hi ${username},\n\nSomeone (hopefully you) asked to reset your Holdfast password. Choose a new one here:\n\n${link}\n\nThe link works for one hour. If you did not ask for this, ignore this mail; your password stays the same.`,
    links: [link],
    secrets: [token],
  };
}

/**
 * Sign-up with an address that already has an account: the API answers as for a new account (it
 * must not reveal which addresses are registered) and the owner is told instead.
 */
export function signUpAttemptMail(appUrl: string, to: string, username: string): MailMessage {
  return {
    to,
    subject: 'You already have a Holdfast account',
    text: `Hi ${username},\n\nSomeone (hopefully you) tried to create a Holdfast account with this address, which already has one. Sign in at ${appUrl}/login, or choose a new password at ${appUrl}/forgot-password if you have forgotten it.\n\nIf it was not you, you can ignore this mail; nothing has changed.`,
    links: [],
  };
}

/** An e-mail change to an address that belongs to another account: its owner is told, nothing moves. */
export function emailInUseMail(appUrl: string, to: string): MailMessage {
  return {
    to,
    subject: 'Your address was entered on another Holdfast account',
    text: `Hello,\n\nSomeone asked to move another Holdfast account to this address. It already belongs to your account, so nothing has changed and no account can take it.\n\nSign in: ${appUrl}/login`,
    links: [],
  };
}

/**
 * Security notice to the address the account had when its password or e-mail changed. The subject
 * and text are neutral: they say nothing about what the app is for, since others may see the inbox.
 */
export function accountChangedMail(
  appUrl: string,
  to: string,
  username: string,
  change: 'password' | 'email',
  undo?: { token: string; days: number },
): MailMessage {
  const what =
    change === 'password'
      ? 'The password of your account was changed'
      : 'The email address of your account was changed; mail now goes to the new address';
  // The old address's way back (an e-mail change): a one-time link to a page that asks before it acts.
  const undoLink = undo ? `${appUrl}/undo-email-change?${new URLSearchParams({ token: undo.token })}` : null;
  const undoText = undoLink
    ? `\n\nIf it was not you, undo the change here (the link works for ${undo!.days} days, once; it moves the account back to this address and signs out every session):\n\n${undoLink}\n\nThen choose a new password at ${appUrl}/forgot-password.`
    : `\n\nIf this was you, there is nothing to do. If it was not, choose a new password at ${appUrl}/forgot-password and contact support.`;
  return {
    to,
    subject: 'Your account details were changed',
    text: `Hi ${username},\n\n${what} on ${new Date().toUTCString()}.${undoText}`,
    links: undoLink ? [undoLink] : [],
    ...(undo && { secrets: [undo.token] }),
  };
}

/** 'Refer a friend': a link to create an account (the subject names the friend, not what the app is for). */
export function referralMail(to: string, inviter: string, link: string, token: string, message: string | null): MailMessage {
  return {
    to,
    subject: `${inviter} invited you to Holdfast`,
    text: `Hello,\n\n${inviter} thinks Holdfast could help you too.${message ? `\n\nTheir message:\n${message}` : ''}\n\nCreate your account here (the link works for 7 days, once):\n\n${link}`,
    links: [link],
    secrets: [token],
  };
}
