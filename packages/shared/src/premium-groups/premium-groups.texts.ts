import type { MemberPremiumStatus } from '../groups/groups.constants';
import type { ApplicationStatus, LeaveChargeStatus } from './premium-groups.constants';

/**
 * Texts of the premium groups area: spec 2 sections 2.5, 3, 4.5, 5, 8 and 9 as given (typos kept:
 * they are requirements), and Holdfast's where the spec has none (marked).
 */
export const premiumTexts = {
  // Section 2.5 / 9: screens.
  applicationDetails: 'Application Details',
  premiumGroupsApplication: 'Premium Groups Application',
  applicationSubmitted: 'Application Submitted',
  confirmationWillBeSent: 'A confirmation e-mail will be sent to you.',
  backToApp: 'Back To App',
  priceText: '$119 per month plus optional $50 per 1-1 session.',
  programDescription:
    'Premium groups are paid, application-based groups of 4 to 6 participants that meet weekly for 7 months, led by certified leaders. Weekly preparation takes 30 to 60 minutes; daily practices take under 10 minutes. Leaving or being removed costs 50% of the remaining payment, which the provider may waive.',
  premiumGroupManagement: 'Premium Group Management',
  startReview: 'Start Review',
  accept: 'Accept',
  reject: 'Reject',
  resendPrePayment: 'Resend pre-payment',
  resendSubscription: 'Resend Subscription',
  startPremiumGroup: 'Start Premium Group',
  completePremiumGroup: 'Complete Premium Group',
  applicantDetails: 'Applicant Details',
  prePaymentPending: 'Pending',
  prePaymentCompleted: 'Completed',

  // Section 5: validation.
  reasonRequired: 'Reason is required to reject',
  pleaseSubmitForm: 'Please submit the form',

  // Section 8: failures (toasts).
  acceptFailure: 'Unable to mark the application as accepted',
  rejectFailure: 'Unable to mark the applicant as rejected',
  prePaymentMailFailure: 'Unable to send the pre-payment email',
  reviewFailure: 'Unable to mark the application for review',
  startFailure: 'Unable to start the premium group',
  completeFailure: 'Unable to premium group mark as completed',
  sendLinkFailure: 'Unable to send the link',
  registerFailure: 'Unable to register',
  otpNotVerified: 'OTP not verified',
  countriesFailure: 'Unable to fetch countries',
  applicantDetailsFailure: 'Something went wrong',

  // Section 8: success (the API answers them as {message}).
  accepted: 'Successfully marked the application accepted',
  rejected: 'Applicant marked as rejected',
  prePaymentMailSent: 'Pre-Payment email sent successfully',
  prePaymentLinkSent: 'Pre-Payment link sent to your email address successfully',
  markedForReview: 'Successfully marked the application for review',
  started: 'Premium group has now started',
  completed: 'Premium Group has been marked as completed',
  subscriptionLinkSent: 'Subscription link sent successfully',
  otpResent: 'OTP resend successfully',
  formFilled: 'Premium Groups form filled successfully.',
  // Courses' payment texts, reused by the pre-payment and subscription pages.
  transactionCompleted: 'The transaction has been completed',
  transactionNotCompleted: 'The transaction has not been completed',

  // Holdfast's: answers the spec does not word.
  otpSent: 'A 6-digit code was sent to the e-mail address if it can receive mail.',
  otpVerified: 'Your e-mail address is confirmed.',
  otpWrong: 'The code is not correct.',
  otpExpired: 'The code has expired. Please ask for a new code.',
  otpTooManyTries: 'Too many wrong codes. Please ask for a new code.',
  otpFormat: 'The code must be 6 digits',
  otpTooManySends: 'Codes were sent to this application several times in a short while. Please wait before asking again.',
  tooManyApplications: 'Several applications were started for this address in a short while. Please wait and try again.',
  applicationNotFound: 'Application not found',
  alreadyVerified: 'This application is already confirmed.',
  alreadyPlaced: 'This application has already been placed in a group.',
  notPlaceable: 'Only confirmed applications waiting for group selection can be placed.',
  groupNotPremium: 'This group is not a premium group.',
  groupClosed: 'This premium group has already started or is completed.',
  groupFull: 'This premium group has no seats left.',
  alreadyInGroup: 'This applicant is already in that group.',
  applicationOpen: 'You already have a premium group application in progress, so we kept that one. We will be in touch about it.',
  seatElsewhere: 'This person already holds a seat in another premium group that has not completed. One person takes one seat at a time.',
  onlyPremiumAdmins: 'Only app admins can place premium applications.',
  onlyLeadersAct: "Only the group's leader or a co-leader can act on its applicants.",
  notAnApplicant: 'This member has no premium application.',
  transitionRefused: (from: string, action: string) => `The application cannot go to '${action}' while it is '${from}'.`,
  prePaymentNotDue: 'Pre-payment is due only once the application is accepted.',
  subscriptionNotDue: 'A subscription link is sent only to pre-paid members of a started premium group.',
  notEnoughPrePaid: (min: number) => `At least ${min} members must complete pre-payment before the group can start.`,
  tooManyPrePaid: (max: number) => `A premium group holds at most ${max} members.`,
  notStartable: 'Only a premium group that has not started can be started.',
  notCompletable: 'Only a started premium group can be marked as completed.',
  notYourPayment: 'This payment is not yours.',
  paymentMismatch: 'The payment does not match this premium group.',
  resendTooSoon: 'This e-mail was sent a short while ago. Please wait before sending it again.',
  alreadySubscribed: 'The subscription has already been created.',
  leaveChargeNotFound: 'Leave charge not found',
  leaveChargeNotWaivable: 'Only a charged or failed leave charge can be waived.',
  leaveChargeWaived: 'The leave charge was waived.',
  onlyAdminsLeaveCharges: 'Only app admins can see and waive premium leave charges.',
  refundFailed: 'The payment provider could not give the charge back. Please try again later.',
  placed: 'The application was placed in the group.',
  membersJoinByApplication: 'Members join a premium group through its application; only co-leaders are invited.',
  noDemoteInPremium: 'A co-leader of a premium group cannot become a member: members join through the application.',
  notConfirmedYet: "The applicant's e-mail address is not confirmed yet.",
  registered: 'Premium Groups form filled successfully. Please check your e-mail to confirm your address.',

  // Confirmation dialogs (spec 8 names them; the words are Holdfast's).
  confirmAccept: 'Accept this applicant? They will be sent the pre-payment e-mail.',
  confirmReject: 'Reject this applicant?',
  confirmStart: 'Start this premium group? Members who have not pre-paid will be removed and the group will be closed to new members.',
  confirmComplete: 'Mark this premium group as completed?',
} as const;

/** Spec 3: the pipeline labels of a member's premium status. */
export const memberPremiumStatusLabels: Record<MemberPremiumStatus, string> = {
  applied: 'New',
  'in-review': 'In Review',
  accepted: 'Accepted',
  'pre-payment-completed': 'Completed',
  'subscription-created': 'Subscription Created',
  rejected: 'Rejected',
};

/** Spec 3: the pipeline labels of an application. */
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  'otp-pending': 'E-mail Not Confirmed',
  'group-selection-pending': 'In Group Selection',
  'leader-review-pending': 'In Leader Review',
  'pending-pre-payment': 'Payment Pending',
  'on-boarding-complete': 'Completed',
  rejected: 'Rejected',
};

export const leaveChargeStatusLabels: Record<LeaveChargeStatus, string> = {
  charged: 'Charged',
  failed: 'Charge failed',
  waived: 'Waived',
};

/** Mails (Holdfast's words). */
export const premiumMailTexts = {
  otpSubject: 'Your Holdfast confirmation code',
  otpBody: (code: string, minutes: number) =>
    `Your confirmation code is ${code}. It expires in ${minutes} minutes. If you did not apply for a premium group, ignore this e-mail.`,
  confirmationSubject: 'We received your premium group application',
  confirmationBody: (name: string) =>
    `Thank you, ${name}. We received your premium group application. We will find a group that fits you and a leader will review your application.`,
  prePaymentSubject: 'Your premium group application was accepted',
  prePaymentBody: (groupName: string, amount: string) =>
    `Your application to ${groupName} was accepted. Please complete the pre-payment of ${amount} (the first month) to keep your seat.`,
  subscriptionSubject: 'Your premium group has started',
  subscriptionBody: (groupName: string, amount: string, months: number) =>
    `${groupName} has started. Please set up your subscription: ${amount} a month for the remaining ${months} months.`,
  // The leave charge: the same words whether the member left or was removed (no blame either way).
  leaveChargedSubject: 'About your Holdfast group payments',
  leaveChargedBody: (groupName: string, amount: string, supportEmail: string) =>
    `Your place in ${groupName} has ended. Because the group had already started, half of its remaining payments is due, ` +
    `so ${amount} was charged to the card you paid with, and your monthly subscription has been stopped. ` +
    `If you have a question about this charge, or paying it is a hardship, please write to ${supportEmail}: an admin can waive it. ` +
    'Thank you for the time you gave the group. We hope you keep going.',
  leaveWaivedSubject: 'About your Holdfast group payments',
  leaveWaivedBody: (groupName: string, amount: string, refunded: boolean) =>
    refunded
      ? `The charge of ${amount} for ${groupName} was waived and is being given back to your card. It may take a few days to show on your statement.`
      : `The charge of ${amount} for ${groupName} was waived. Nothing is owed.`,
} as const;

/** Notifications (bell and push; Holdfast's words). */
export const premiumNotificationTexts = {
  placedTitle: 'New premium group applicant',
  placed: (groupName: string) => `A new applicant was placed in ${groupName}. Please review the application.`,
  acceptedTitle: 'Premium group application accepted',
  accepted: (groupName: string) => `Your application to ${groupName} was accepted. Please complete the pre-payment.`,
  startedTitle: 'Premium group started',
  started: (groupName: string) => `${groupName} has started. Please set up your subscription.`,
  removedAtStartTitle: 'Premium group started',
  removedAtStart: (groupName: string) => `${groupName} started without you because the pre-payment was not completed.`,
  leaveChargedTitle: 'Group payment charged',
  leaveCharged: (groupName: string, amount: string) =>
    `Your place in ${groupName} has ended after the group started, so ${amount} (half of the remaining payments) was charged to your card. Your subscription has been stopped.`,
  leaveWaivedTitle: 'Group charge waived',
  leaveWaived: (groupName: string, amount: string, refunded: boolean) =>
    refunded
      ? `The charge of ${amount} for ${groupName} was waived and is being given back to your card.`
      : `The charge of ${amount} for ${groupName} was waived. Nothing is owed.`,
} as const;
