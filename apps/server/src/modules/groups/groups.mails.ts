import type { MailMessage } from '../../platform/mail/mailer';

/**
 * Mails of the area. Subjects are neutral (others may see an inbox or a lock screen): a group's
 * name is shown inside, never what the group is about.
 */

/** To an address with no account: the invitation link (/invited-user, context_type=group). */
export function groupInvitationMail(to: string, inviter: string, groupName: string, link: string, token: string): MailMessage {
  return {
    to,
    subject: `${inviter} invited you to Holdfast`,
    text: `Hello,\n\n${inviter} invited you to join the small group "${groupName}" on Holdfast.\n\nCreate your account here (the link works for 7 days, once); the invitation then waits for your answer under Small Groups:\n\n${link}\n\nIf you do not know ${inviter}, you can ignore this mail.`,
    links: [link],
    secrets: [token],
  };
}

/** To an existing account: an invitation waits on the small-groups page. */
export function groupInvitedMail(to: string, inviter: string, groupName: string, link: string): MailMessage {
  return {
    to,
    subject: `${inviter} invited you to a group`,
    text: `Hello,\n\n${inviter} invited you to join the small group "${groupName}" on Holdfast.\n\nAccept or decline it here: ${link}`,
    links: [link],
  };
}

/** A leader's reminder to check in. */
export function reminderMail(to: string, subject: string, message: string, link: string): MailMessage {
  return { to, subject, text: `Hello,\n\n${message}\n\nCheck in here: ${link}`, links: [link] };
}
