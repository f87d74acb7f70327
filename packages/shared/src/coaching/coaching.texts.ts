/** The coaching texts of spec 3 sections 4, 6 and 8, and the `{message}` texts the coaching routes answer. */
export const coachingTexts = {
  // spec 3 section 8 "Coaching"
  triggersFailed: 'Unable to fetch triggers.',
  formMisconfigured: 'The form configuration is incorrect',
  habitQuestionsFailed: 'Unable to configure habit tracker questions',
  habitSubmitFailed: 'Unable to submit answers',
  habitSubmitted: 'Habit tracker answers submitted successfully',
  fileSaveFailed: 'Due to some problem system is not able to save your file',
  fileUploaded: 'Successfully uploaded on the server.',
  linkSaved: 'Successfully save external link.',
  resourceRemoved: 'The resource has been removed',
  resourceRemoveFailed: 'Error Occured',
  invitationResent: 'Invitation Resent',
  genericError: 'Error Occurred',
  cardFailed: 'Unable to submit card',
  invitationAccepted: 'Invitation marked accepted successfully',
  invitationRejected: 'Invitation marked rejected successfully',
  coachInvitationUpdated: 'Coach invitation request has been updated successfully',
  coachListFailed: 'Unable to fetch coach list',
  coachClientFailed: 'Unable to fetch coach client',
  // spec 3 section 5 (validation)
  fileTooLarge: 'File size should be less than 8 MB',
  titleRequired: 'Title is required',
  fileRequired: 'A file is required for this resource type',
  linkRequired: 'A link is required for an external link',
  fileTypeNotAllowed: 'This file type is not allowed for the chosen resource type',
  // spec 3 section 6 and 8 dialogs
  removeClientConfirm: 'Are you sure you want to remove the user?',
  billingRequiredTitle: 'Billing info required',
  billingRequiredText:
    'Billing info must be provided before you use the coaching center. Billing begins 30 days after the first client is invited.',
  coachingDisabledTitle: 'Coaching center disabled',
  coachingDisabledText: "Your coach's subscription has failed, after updating your coaching center will be restored.",
  coachInactiveTitle: 'Subscription not active',
  coachInactiveText: 'Your coaching subscription is not active. Update your card on the billing page to restore the coaching center.',
  iosBillingBlocked: "Please go to the product's website to set up billing for your coaching account.",
  // pages (spec 3 section 2)
  emptyClients: 'No clients yet. Invite a client to start coaching.',
  noCourseAssigned: 'No Course Assigned',
  ofCourseCompleted: 'of Course Completed',
  pending: 'Pending',
  rejected: 'Rejected',
  noteExportNotice: 'The client can read this note in their data export',
  updateCardBanner: 'Your last coaching payment failed. Update your card to keep the coaching center open.',
  updateCard: 'Update card',
  // server answers (Holdfast's where the spec shows none)
  coachInvited: 'Coach invitation sent',
  coachAlreadyInvited: 'This address already has a coach invitation',
  notACoach: 'Only an invited coach can do this',
  coachNotFound: 'Coach not found',
  coachUserNotFound: 'Coach user not found',
  clientInvited: 'Invitation sent',
  clientAlreadyInvited: 'This person is already invited',
  cannotCoachYourself: 'You cannot invite yourself as a client',
  hasAnotherCoach: 'This person already has a coach',
  clientRemoved: 'The client has been removed',
  billingIncomplete: 'Billing setup is not complete',
  subscriptionInactive: 'Your coaching subscription is not active',
  setupNotSucceeded: 'The card setup did not succeed',
  cardUpdated: 'Your card has been updated',
  noteSaved: 'Note saved',
  sharingUpdated: 'Sharing updated',
  resourceLinkExpired: 'This link has expired or is not valid.',
} as const;

/** What the client's accept screen says the coach will see (spec 3 section 3's coach user fields). */
export const coachSeesTexts = {
  title: 'What your coach will see',
  switchable: {
    check_ins: 'Your daily check-ins',
    crash_reports: 'Your crash reports',
    faster: 'Your FASTER scale answers',
    streaks: 'Your purity and check-in streaks',
  },
  always: ['Your course progress', 'Your habit tracker results', 'Your messages with your coach'],
  changeLater: 'You can change these switches later from your coaching page.',
} as const;

/** The caseload's reasons, as each row says them. */
export const caseloadReasonTexts = {
  open_sos: 'Open SOS',
  recent_crash: 'Crash report in the last 48 hours',
  faster_warning: 'FASTER warning',
  no_check_in: 'No check-in for 3 or more days',
  habit_falling: 'Habit score falling',
} as const;
