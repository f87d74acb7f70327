import type { MailMessage } from '../../platform/mail/mailer';

/**
 * Mails of who becomes a coach and a client. Subjects are neutral (others may see an inbox or a
 * lock screen): what coaching is about is inside, behind the link.
 */

/** To an address with no account: the coach invitation's registration link (/invited-user, context_type=coach). */
export function coachInvitationMail(to: string, inviter: string, link: string, token: string): MailMessage {
  return {
    to,
    subject: `${inviter} invited you to Holdfast`,
    text: `Hello,\n\n${inviter} invited you to coach on Holdfast.\n\nCreate your account here (the link works for 7 days, once); then accept the invitation in the coaching center and set up billing:\n\n${link}\n\nIf you were not expecting this, you can ignore this mail.`,
    links: [link],
    secrets: [token],
  };
}

/** To an existing account: a coach invitation waits in the coaching center. */
export function coachInvitedMail(to: string, inviter: string, link: string): MailMessage {
  return {
    to,
    subject: `${inviter} sent you an invitation`,
    text: `Hello,\n\n${inviter} invited you to coach on Holdfast.\n\nAccept it here, then set up billing (billing begins 30 days after your first client is invited): ${link}`,
    links: [link],
  };
}

/** To an address with no account: a coach's invitation with the registration link (/invited-user, context_type=coaching). */
export function clientInvitationMail(to: string, coach: string, link: string, token: string): MailMessage {
  return {
    to,
    subject: `${coach} invited you to Holdfast`,
    text: `Hello,\n\n${coach} invited you to be coached on Holdfast.\n\nCreate your account here (the link works for 7 days, once); you then see what your coach would see and accept or decline:\n\n${link}\n\nIf you do not know ${coach}, you can ignore this mail.`,
    links: [link],
    secrets: [token],
  };
}

/** To an existing account: accept or reject a coach's invitation (each link opens the accept screen, which asks first). */
export function clientInvitedMail(to: string, coach: string, acceptLink: string, rejectLink: string): MailMessage {
  return {
    to,
    subject: `${coach} sent you an invitation`,
    text: `Hello,\n\n${coach} invited you to be coached on Holdfast. Before you answer you see what your coach would see, and you choose.\n\nAccept: ${acceptLink}\n\nDecline: ${rejectLink}`,
    links: [acceptLink, rejectLink],
  };
}
