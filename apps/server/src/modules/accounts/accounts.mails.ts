import type { MailMessage } from '../../platform/mail/mailer';

export function verificationMail(appUrl: string, to: string, username: string, token: string): MailMessage {
  const link = `${appUrl}/api/v1.2/users/verify-email?${new URLSearchParams({ token, email: to })}`;
  return {
    to,
    subject: 'Verify your email address',
    text: `Hi ${username},\n\nWelcome to Holdfast. Please confirm your email address to finish signing up:\n\n${link}\n\nThe link works for 48 hours. If you did not create an account, you can ignore this mail.`,
    links: [link],
  };
}

export function changeEmailMail(appUrl: string, to: string, username: string, token: string): MailMessage {
  const link = `${appUrl}/api/v1.2/users/verify-email?${new URLSearchParams({ token, email: to })}`;
  return {
    to,
    subject: 'Confirm your new email address',
    text: `Hi ${username},\n\nYou asked to use this address for your Holdfast account. Confirm it here:\n\n${link}\n\nUntil you do, your account keeps its current address.`,
    links: [link],
  };
}

export function resetPasswordMail(appUrl: string, to: string, username: string, token: string): MailMessage {
  const link = `${appUrl}/reset-password?${new URLSearchParams({ token, email: to })}`;
  return {
    to,
    subject: 'Reset your password',
    text: `Hi ${username},\n\nSomeone (hopefully you) asked to reset your Holdfast password. Choose a new one here:\n\n${link}\n\nThe link works for one hour. If you did not ask for this, ignore this mail; your password stays the same.`,
    links: [link],
  };
}
