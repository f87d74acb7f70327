import { coachingWebPaths } from './coaching.paths';

/**
 * The notification (and mail link) of a coach invitation: its `meta.type` and `meta.target`. The
 * billing page is where an invited coach accepts, then sets up the card.
 */
export const coachInvitationNotification = { type: 'coaching.coach-invited', target: coachingWebPaths.billing } as const;
