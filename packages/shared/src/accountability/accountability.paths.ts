/**
 * Where the accountability calls and pages live, named once for the server's routes, the web's
 * api/ files and the links between areas (a dashboard or profile link needs the path, not the
 * feature). API paths are relative to API_PREFIX; the spec's own names come first (spec 2
 * section 7.2), then Holdfast's for what the spec leaves unshown.
 */
export const accountabilityApiPaths = {
  /** GET: accepted relationships grouped (PartnerList). POST: a request (CreatePartnerRequestInput -> PartnerWriteResponse). */
  partners: 'accountability-partners',
  /** GET: pending requests both ways (PartnerRequests). */
  requests: 'accountability-partners/requests',
  /** GET: {count} of distinct linked people. */
  countUnique: 'accountability-partners/count/unique',
  /** GET ?user_id=: where a known user stands with me (PartnerLookup). */
  lookup: 'accountability-partners/lookup',
  /** GET ?startDate=&endDate=: the partner calendar (PartnerCalendar). */
  calendar: 'accountability-partners/system-triggers',
  /** GET: one check-in of a person whose check-ins I may see (PartnerCheckIn). */
  checkIn: (id: number) => `accountability-partners/check-ins/${id}`,
  /** GET: one crash report of a person whose crash reports I may see (PartnerCrashReport). */
  crashReport: (id: number) => `accountability-partners/crash-reports/${id}`,
  /** GET/PUT: the Monday digest switch (DigestSettings). */
  digest: 'accountability-partners/digest',
  /** GET: one relationship (AccountabilityPartnerDetail). DELETE: end it or withdraw it ({message}). */
  partner: (id: number) => `accountability-partners/${id}`,
  /** PATCH {status}: the non-requester answers (PartnerWriteResponse). */
  updateStatus: (id: number) => `accountability-partners/${id}/update-status`,
  /** POST: the requester sends the mail again ({message}). */
  resendInvitation: (id: number) => `accountability-partners/${id}/resend-invitation`,
  /** GET/PUT (UpdateSharingInput): what I let this partner see (SharingState). */
  sharing: (id: number) => `accountability-partners/${id}/sharing`,
  /** GET ?startDate=&endDate=: what this partner's own calls answer about me (SharingPreview). */
  sharingPreview: (id: number) => `accountability-partners/${id}/sharing/preview`,
  /** GET ?page=&perPage=: who read my check-ins or crash reports (AccessLogPage). */
  accessLog: 'users/access-log',
  /** GET: my latest SOS and those sent to me (SosOverview). POST (SendSosInput): send one (SosWriteResponse). */
  sos: 'sos',
  /** GET: one SOS I sent or received (Sos). */
  sosItem: (id: number) => `sos/${id}`,
  /** POST: a recipient's "I'm here" (SosWriteResponse). */
  sosAcknowledge: (id: number) => `sos/${id}/acknowledge`,
  /** POST: the member closes their own SOS (SosWriteResponse). */
  sosClose: (id: number) => `sos/${id}/close`,
  /** POST (ReferFriendInput): 'refer a friend' ({message}). */
  referFriend: 'users/invitation',
  /** POST (VerifyInvitationInput): whether a link still works (InvitationStatus). */
  verifyInvitation: 'users/invitation/verify',
  /** POST (RegisterByInvitationInput): create the account from a link (RegisterByInvitationResponse). */
  registerByInvitation: 'users/invitation/register',
} as const;

/** The web pages of the area (spec 2 sections 2.2 and 2.6, and Holdfast's). */
export const accountabilityWebPaths = {
  home: '/accountability',
  partners: '/accountability/partners',
  requests: '/accountability/requests',
  crashReports: '/accountability/crash-reports',
  addPartner: '/add-accountability',
  invitedUser: '/invited-user',
  inviteFriends: '/invite-friends',
  /** What I let one partner see, with 'Preview as partner'. */
  sharing: (relationshipId: number) => `/accountability/partners/${relationshipId}/sharing`,
  /** The access log, linked from the profile. */
  accessLog: '/who-viewed-my-data',
  /** Send an SOS (from the dashboard and 'I need help now'). */
  sendSos: '/sos',
  /** One SOS: the member sees who acknowledged; a recipient taps "I'm here". */
  sos: (id: number) => `/sos/${id}`,
} as const;
