import type { ShareKind, SosLevel } from './accountability.constants';

/**
 * Texts of the accountability area: spec 2 sections 2.2 and 8, spec 1 section 8, and Holdfast's
 * own where the spec has none (marked). Deviations from the spec's words are listed in docs/areas/accountability.md.
 */
export const accountabilityTexts = {
  // Section 2.2: screens.
  title: 'Accountability',
  tabPartners: 'Partners',
  tabRequests: 'Requests',
  tabCrashReports: 'Crash Reports',
  addPartner: 'Add Partner',
  requestModalTitle: 'Accountability Relationship',
  noRequestPending: 'No request pending',
  actionRequired: 'Action Required',
  resendEmail: 'Resend Email',
  delete: 'Delete',
  approve: 'Approve',
  reject: 'Reject',
  // Spelling corrected from the spec ('calender').
  calendarHeader: 'View crash reports by clicking the day on the calendar.',
  // The words, kept as given.
  notOpen: 'This person is not open to being accountability at this time',
  groupMutual: 'Mutual',
  groupMyAccountable: 'I hold accountable',
  groupAccountableFor: 'I am accountable to',
  requestTypeMutual: 'Mutual: we see each other’s check-ins and crash reports',
  requestTypeStandard: 'Hold me accountable: my partner sees mine',
  partnerEmailLabel: 'Partner email',
  messageLabel: 'Message (optional)',
  noPartners: 'No partners yet',
  remove: 'Remove',
  removeConfirm: 'Remove this accountability partner? You both lose access at once.',

  // Section 8: toasts.
  addFailure: 'Unable to add Accountability',
  requestSent: 'Accountability request sent successfully.',
  fetchFailure: 'Unable to fetch partners',
  // Spec 1 section 8's danger toast on load failure.
  fetchListFailure: 'Unable to fetch Accountability partners',
  invitationFailure: 'Unable to send invitation',
  invitationResent: 'Invitation Resent',
  errorOccurred: 'Error Occurred',
  removed: 'Successfully removed the accountability',
  // Holdfast's: the spec gives no success text for an answer.
  accepted: 'Request accepted. You are now accountability partners.',
  rejected: 'Request rejected.',

  // Section 8: realtime warnings (grammar corrected where the spec's words were broken; see docs/areas/accountability.md).
  realtimeRequested: 'A user is requesting to be your accountability partner',
  realtimeStatusUpdated: 'A partner has updated request status',
  realtimeRemoved: 'A partner has removed their accountability link with you',

  // Refusals (Holdfast's words; the spec names only 'partner not found').
  partnerNotFound: 'Partner not found.',
  notYourself: 'You cannot be your own accountability partner.',
  alreadyPartners: 'You are already accountability partners.',
  alreadyPending: 'A request between you is already pending.',
  alreadyAnswered: 'This request has already been answered.',
  onlyRecipientAnswers: 'Only the person who received this request can approve or reject it.',
  onlyRequesterResends: 'Only the person who sent this request can resend it.',
  notPending: 'This request is no longer pending.',
  resendTooSoon: 'This invitation was resent a short while ago. Please wait before sending it again.',
  tooManyRequests: 'You have sent many requests in a short time. Please wait a while and try again.',

  // Sharing (consent), Holdfast's.
  sharingTitle: 'What this partner sees',
  sharingSaved: 'Sharing updated.',
  sharingNotApplicable: 'This partner does not see your data in this relationship; these choices apply if that changes.',
  previewAsPartner: 'Preview as partner',
  sharesWithYou: 'Shares with you',
  sharesNothing: 'Shares nothing with you',

  // Digest, Holdfast's.
  digestLabel: 'Weekly partner digest (Mondays)',
  digestOn: 'You will get the weekly digest.',
  digestOff: 'You will no longer get the weekly digest.',
} as const;

/** The switch labels of the sharing screen. */
export const shareKindLabels: Record<ShareKind, string> = {
  check_ins: 'Check-ins',
  crash_reports: 'Crash reports',
  faster: 'FASTER answers',
  streaks: 'Streaks',
};

/** Registration by invitation and refer-a-friend (spec 2 sections 2.6 and 8; Holdfast's where marked). */
export const invitationTexts = {
  createAccount: 'Create Account',
  unableToLogin: 'Unable to login',
  invitationFailure: 'Unable to send invitation',
  // Holdfast's.
  invitationSent: 'Invitation sent successfully',
  invalidLink: 'This invitation link is invalid or has expired.',
  wrongEmail: 'This invitation was sent to another address.',
  welcomeTitle: 'Welcome to Holdfast',
  inviteFriendsTitle: 'Invite a friend',
  tooManyInvitations: 'You have sent many invitations in a short time. Please wait a while and try again.',
} as const;

/** The 'Who viewed my data' page (Holdfast's). */
export const accessLogTexts = {
  title: 'Who viewed my data',
  empty: 'Nobody has viewed your check-ins or crash reports yet.',
  kindCheckIns: 'check-ins',
  kindCrashReports: 'crash reports',
  kindStreaks: 'streaks',
  kindCourseProgress: 'course progress',
  kindPremiumApplication: 'premium group application',
  kindHabitResults: 'habit tracker results',
  kindAccount: 'account (support started viewing)',
  kindAccountEnd: 'account (support stopped viewing)',
  supportViewed: 'Support viewed your account',
  supportStopped: 'Support stopped viewing your account',
  supportDetail: 'A member of the Holdfast team saw your account as you see it, read-only, to help you.',
  viaPartner: 'as your accountability partner',
  viaGroup: 'as your group leader',
  viaGroupChat: 'in your group chat',
  viaCoach: 'as your coach',
  viaSupport: 'as Holdfast support',
} as const;

/** SOS (Holdfast's words; the levels are the issue's). */
export const sosTexts = {
  button: 'Send SOS',
  title: 'Ask for help now',
  sent: 'The people who walk with you have been told. Someone will reach out.',
  sendFailure: 'Unable to send your SOS',
  imHere: "I'm here",
  acknowledged: 'Thank you for being there.',
  acknowledgedBy: (name: string, time: string) => `${name} is here (since ${time})`,
  waiting: 'Waiting for someone who walks with you to answer…',
  escalated: 'Nobody has answered yet, so we sent it again to everyone who walks with you.',
  closed: 'SOS closed.',
  close: "I'm OK now",
  alreadyOpen: 'You already have an open SOS. Close it before sending another.',
  alreadyAcknowledged: 'Someone else already answered this SOS.',
  notOpen: 'This SOS is no longer open.',
  nobodyToTell:
    'Nobody can see your data yet. Add an accountability partner or share your data with a group first, or use the help lines on the help page.',
  tooMany: 'You have sent several SOS in a short time. If you are in danger, call your local emergency number.',
  // Received by partners and by the leaders of groups the sender shares with: no relation named.
  realtimeReceived: 'Someone you walk with is asking for help now',
  // The 'I need help now' entry (the help page links to the SOS and to the partners).
  helpNowTitle: 'Reach your accountability partners',
  helpNowIntro: 'Let the people who walk with you know you need them now.',
  contactPartner: 'Contact a partner',
  chooseLevel: 'How can the people who walk with you help?',
  realtimeAcknowledged: 'Someone who walks with you answered your SOS',
  notificationTitle: 'Someone needs you now',
  // Neutral mail subject: says nothing about what the app is for (others may see the inbox).
  mailSubject: 'A friend is reaching out to you',
  mailSubjectAgain: 'A friend is still reaching out to you',
} as const;

export const sosLevelLabels: Record<SosLevel, string> = {
  pray: 'Pray for me',
  text: 'Text me',
  call: 'Call me now',
};

/**
 * The short guide a partner sees beside a crash report or an SOS: what to say and what not to say.
 * Holdfast's words (partners are rarely trained); kept here so an admin editor can replace them later.
 */
export const partnerGuide = {
  crashReport: {
    title: 'How to respond',
    say: [
      'Thank you for telling me. That took courage.',
      'I’m not going anywhere. We’ll work through this together.',
      'What was going on before it happened? What were you feeling?',
      'What is one thing that would help you today?',
      'Can we pray together, or can I pray for you right now?',
    ],
    avoid: [
      'How could you do this again?',
      'I’m so disappointed in you.',
      'You should know better by now.',
      'Just try harder.',
      'Comparing them with others, or lecturing before listening.',
    ],
  },
  sos: {
    title: 'Someone is asking for help now',
    say: [
      'I’m here. You’re not alone.',
      'Where are you right now? Are you safe?',
      'Let’s step away from the situation together. Can you go somewhere else for a few minutes?',
      'Breathe with me for a minute.',
      'I’m praying for you right now.',
    ],
    avoid: [
      'Why are you in this situation again?',
      'I’m busy, can this wait?',
      'Shaming or threatening words.',
      'Promising to keep secrets about someone’s safety.',
    ],
    danger: 'If they may be in danger, call your local emergency number.',
  },
} as const;

/** The weekly digest mail (Holdfast's; the subject is neutral). */
export const digestTexts = {
  subject: 'Your weekly summary',
} as const;
