/** Where the privacy centre's calls live (relative to API_PREFIX). */
export const privacyApiPaths = {
  /** GET (PrivacyAudience): everyone who can see my data, through which link, and what of it. */
  audience: 'users/privacy/audience',
  /**
   * GET (GroupPreview): what `viewerId`, a leader of group `groupId` in my audience, sees of me there
   * (their Member Progress row of me). 404 unless consent grants them my data through that group.
   */
  groupPreview: (viewerId: number, groupId: number) => `users/privacy/audience/${viewerId}/groups/${groupId}/preview`,
  /**
   * GET ?startDate=&endDate= (CoachPreview): what `viewerId`, my coach, sees of me on their client page
   * (`coachUserId`: my coach_users row). 404 unless consent grants them my data through that link.
   */
  coachPreview: (viewerId: number, coachUserId: number) => `users/privacy/audience/${viewerId}/coaches/${coachUserId}/preview`,
  /** GET (PrivacySettings), PUT (UpdatePrivacySettingsInput -> {message, item: PrivacySettings}). */
  settings: 'users/privacy/settings',
  /** GET (PushText): what a device shows for a push that carried only this notification's id (neutral in discreet mode). */
  pushText: (notificationId: number) => `users/privacy/push-text/${notificationId}`,
  /** POST (DevRunExpiryInput -> DevRunExpiryAnswer), outside production only: the auto-expiry as of a later day. */
  devRunExpiry: 'users/privacy/dev/run-expiry',
} as const;

/** The web pages of the privacy centre and the ones it links to (some built by other areas). */
export const privacyWebPaths = {
  centre: '/privacy',
  export: '/privacy/export',
  sessions: '/privacy/sessions',
  appLock: '/privacy/app-lock',
  deleteAccount: '/delete-my-account',
} as const;
