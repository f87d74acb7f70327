/**
 * The `code` of every error answer ({message, code}), named once: the server throws with these and
 * the web reads them, so a renamed code cannot leave one side behind.
 */
export const ERROR_CODES = {
  // any route
  validation: 'validation',
  invalidData: 'invalid_data',
  malformedMultipart: 'malformed_multipart',
  notFound: 'not_found',
  duplicate: 'duplicate',
  rateLimited: 'rate_limited',
  linkExpired: 'link_expired',
  // accounts
  accountSuspended: 'account_suspended',
  emailUnverified: 'email_unverified',
  invalidCredentials: 'invalid_credentials',
  invalidImpersonationToken: 'invalid_impersonation_token',
  alreadyVerified: 'already_verified',
  notWpPasswordMapped: 'not_wp_password_mapped',
  deviceTaken: 'device_taken',
  // courses
  paymentRequired: 'payment_required',
  itemLocked: 'item_locked',
  studentsOnly: 'students_only',
  freeCourse: 'free_course',
  alreadyPaid: 'already_paid',
  transactionUsed: 'transaction_used',
  scholarshipPending: 'scholarship_pending',
  courseNotFinished: 'course_not_finished',
  invalidSignature: 'invalid_signature',
  // accountability
  notOpen: 'not_open',
  alreadyPending: 'already_pending',
  alreadyPartners: 'already_partners',
  alreadyAnswered: 'already_answered',
  notRecipient: 'not_recipient',
  notRequester: 'not_requester',
  notPending: 'not_pending',
  sosOpen: 'sos_open',
  noRecipients: 'no_recipients',
  sosAcknowledged: 'sos_acknowledged',
  sosNotOpen: 'sos_not_open',
  ownSos: 'own_sos',
  notYourSos: 'not_your_sos',
  // groups
  notGroupAdmin: 'not_group_admin',
  notGroupOwner: 'not_group_owner',
  notLeader: 'not_leader',
  ownerRow: 'owner_row',
  ownRow: 'own_row',
  notOwnSharing: 'not_own_sharing',
  notAccepted: 'not_accepted',
  notSharing: 'not_sharing',
  alreadyAccepted: 'already_accepted',
  alreadyMember: 'already_member',
  lastAdmin: 'last_admin',
  sameRole: 'same_role',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
