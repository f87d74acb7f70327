import type { MailMessage } from '../../platform/mail/mailer';

/**
 * Mails of the area. Subjects and first lines are neutral (others may see an inbox or a lock
 * screen); the words about accountability are inside, behind the link.
 */

export function invitationMail(
  appUrl: string,
  to: string,
  inviter: string,
  link: string,
  token: string,
  message: string | null,
): MailMessage {
  return {
    to,
    subject: `${inviter} invited you to Holdfast`,
    text: `Hello,\n\n${inviter} would like you to walk alongside them as an accountability partner on Holdfast.${message ? `\n\nTheir message:\n${message}` : ''}\n\nCreate your account here (the link works for 7 days, once):\n\n${link}\n\nIf you do not know ${inviter}, you can ignore this mail.`,
    links: [link],
    secrets: [token],
  };
}

export function requestMail(appUrl: string, to: string, inviter: string, message: string | null): MailMessage {
  const link = `${appUrl}/accountability/requests`;
  return {
    to,
    subject: `${inviter} sent you a request`,
    text: `Hello,\n\n${inviter} asked you to be their accountability partner on Holdfast.${message ? `\n\nTheir message:\n${message}` : ''}\n\nSee the request: ${link}`,
    links: [link],
  };
}

export function sosMail(to: string, subject: string, member: string, levelLabel: string, link: string): MailMessage {
  return {
    to,
    subject,
    text: `Hello,\n\n${member} is reaching out to you right now: "${levelLabel}".\n\nOpen this to answer and let them know you are there:\n\n${link}`,
    links: [link],
  };
}

export function digestMail(to: string, subject: string, appUrl: string, lines: string[]): MailMessage {
  const link = `${appUrl}/accountability/partners`;
  return {
    to,
    subject,
    text: `Hello,\n\nHere is last week for the people you walk alongside:\n\n${lines.join('\n\n')}\n\nSee more: ${link}\n\nYou can turn this weekly mail off on the accountability page.`,
    links: [link],
  };
}
