import { coachingWebPaths } from './coaching.paths';

/**
 * Who becomes a coach and a client: the bell items it writes (type and tap target in `meta`),
 * their texts, and where the invitation mails and links lead.
 */
export const coachingNotificationTypes = {
  /** An ff_admin invited me to coach (target: the coaching centre, which shows the invitation). */
  coachInvited: 'coach.invited',
  /** A coach invited me to be their client (target: the client page's accept screen for that row). */
  clientInvited: 'coach_client.invited',
  /** A client I invited accepted or rejected (target: the coaching centre). */
  clientAnswered: 'coach_client.answered',
} as const;

export const coachingTargets = {
  centre: coachingWebPaths.centre,
  /** Where an invited coach answers (GET coach answers the pending record there). */
  coachInvitation: coachingWebPaths.centre,
  /** The client's accept screen for one invitation (GET coach/client?coach_user=<id>). */
  clientAccept: (coachUserId: number) => `${coachingWebPaths.clientHome}?coach_user=${coachUserId}`,
  /** The accept screen with the answer the mail's link chose (the page asks before it sends it). */
  clientAnswer: (coachUserId: number, status: 'accepted' | 'rejected') =>
    `${coachingWebPaths.clientHome}?coach_user=${coachUserId}&status=${status}`,
} as const;

export const coachingNotificationTexts = {
  coachInvitedTitle: 'Coaching invitation',
  coachInvited: (inviter: string) => `${inviter} invited you to coach on Holdfast`,
  clientInvitedTitle: 'Coaching invitation',
  clientInvited: (coach: string) => `${coach} invited you to be coached`,
  clientAnsweredTitle: 'Coaching invitation answered',
  clientAnswered: (who: string, status: 'accepted' | 'rejected') => `${who} ${status} your coaching invitation`,
} as const;

/** The answers of the relationships' calls beyond coachingTexts (Holdfast's: the spec shows none). */
export const relationshipTexts = {
  tooManyInvitations: 'You have sent too many invitations in the last hour. Try again later.',
  resendTooSoon: 'This invitation was resent a short while ago. Try again later.',
  notPending: 'This invitation has already been answered',
  cannotInvite: 'You cannot invite this person',
} as const;
