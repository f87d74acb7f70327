/** The texts of /delete-my-account (spec 3 sections 2, 4 and 8) and the route's answers. */
export const erasureTexts = {
  title: 'Are You Sure?',
  warning: 'THIS CANNOT BE UNDONE!',
  passwordLabel: 'Password',
  submit: 'Delete My Account',
  deleted: 'Account deleted successfully, logging out...',
  failure: 'Unable to delete the account.',
  /** The password given is not the account's (422 on `password`). */
  wrongPassword: 'The password is incorrect.',
  /** What other people see where a post or a message of an erased account stays. */
  deletedMember: 'Deleted member',
  /** Notices to the people an erasure touches (no name: the person erased is not named). */
  notices: {
    groupPassedTitle: 'Your group has a new leader',
    groupPassed: (group: string) => `The leader of ${group} deleted their account. You now lead the group.`,
    groupLeaderChangedTitle: 'Your group has a new leader',
    groupLeaderChanged: (group: string) => `The leader of ${group} deleted their account; a co-leader now leads the group.`,
    groupClosedTitle: 'A group was closed',
    groupClosed: (group: string) => `The leader of ${group} deleted their account, so the group was closed.`,
    coachGoneTitle: 'Your coach left Holdfast',
    coachGone: 'Your coach deleted their account. Your coaching link has ended and your coach no longer sees your data.',
    clientGoneTitle: 'A client left Holdfast',
    clientGone: 'One of your clients deleted their account. Their coaching link and your notes about them are gone.',
  },
} as const;

/** Milliseconds the spec waits after the success toast (500) and before leaving for /login (1000). */
export const ERASURE_LOGOUT_DELAYS_MS = [500, 1000] as const;
