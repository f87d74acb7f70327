/** Texts of spec 2 section 8 "Courses and payment", labels of section 2.1, and the server's own refusals. */
export const coursesTexts = {
  // failures (section 8)
  fetchCoursesFailure: 'Unable to fetch the assigned courses',
  videoPlayerFailure: 'Unable to setup video player with video URL',
  updateProgressFailure: 'Unable to update progress',
  updateItemStatusFailure: 'Unable to update item status',
  updateItemProgressFailure: 'Unable to update progress of item',
  updateCourseProgressFailure: 'Unable to update course progress',
  fetchPanelFormFailure: 'Unable to fetch the panel form',
  selectCourseFailure: 'Unable to Select Course',
  markPaidFailure: 'Unable to Mark Course Paid',
  somethingWentWrong: 'Something Went Wrong',
  restartFailure: 'Unable to restart the course.',
  scholarshipFailure: 'Unable to apply scholarship',
  errorOccurred: 'Error Occurred',
  unknownItemType: 'No Lesson Item type mapped to render component',
  // purchase errors (section 8)
  nativeOnly: 'Can only be called for native apps',
  notPurchased: 'Order has not been purchased',
  offerNotReturned: 'Offer not returned',
  transactionNotFound: 'Transaction not found',
  // successes (section 8)
  progressUpdated: 'Progress updated',
  progressStatusUpdated: 'Progress status updated',
  progressMarked: 'Progress marked successfully',
  courseSelected: 'Course Selected',
  scholarshipApplied: 'Scholarship Applied',
  challengeMarkedCompleted: '30 Day Challenge is marked as completed',
  transactionCompleted: 'The transaction has been completed',
  paymentConfirmedTitle: 'Payment received',
  paymentReceiptSent: 'Your lessons are open. A receipt is on its way to your e-mail.',
  transactionNotCompleted: 'The transaction has not been completed',
  courseRestarted: 'Course restarted successfully.',
  answersSaved: 'Answers saved',
  // confirmation and labels (sections 2.1 and 4.1)
  restartConfirm: 'Are you sure you want to restart the entire course?',
  noCourseAssigned: 'No Course Assigned',
  allStepsCompleted: 'All Steps Completed',
  yourNextStep: 'Your Next Step',
  restartJourney: 'Restart Your Journey',
  completeCourse: 'Complete Course',
  nextDay: 'Next Day',
  completeDay: 'Complete Day',
  completeItemAndSave: 'Complete item & save answers',
  getAccess: 'Get Access',
  startCourseNow: 'Start Course Now',
  studentOnly: 'Student Only',
  alreadyFinishedChallenge: 'Already finished this program? Tap here.',
  // Our wording: the spec has no confirmation here, but one tap must not finish 30 days of work.
  alreadyFinishedConfirmTitle: 'Mark the 30 Day Challenge as finished?',
  alreadyFinishedConfirm: 'Only do this if you already finished the program elsewhere: every day of the challenge will be marked complete.',
  alreadyFinishedConfirmButton: 'Yes, I finished it',
  alreadyCompletedChallengeDashboard: 'Already completed the 30 Day Challenge? Tap here.',
  yourProgress: 'Your Progress',
  completed: 'Completed',
  nextSteps: 'Next Steps',
  forLifetimeAccess: 'for lifetime access',
  perMonth: '/ month',
  // server refusals (ours; the spec gives no text)
  itemLocked: 'This item is locked until the previous step is completed.',
  paymentRequired: 'This course needs to be purchased before it can be opened.',
  courseNotFinished: 'Complete every item before completing the course.',
  notAChallenge: 'Only the 30 Day Challenge can be marked as completed this way.',
  alreadyPaid: 'This course is already paid for.',
  freeCourse: 'This course is free.',
  paymentNotConfirmed: 'The payment could not be confirmed with the payment provider.',
  transactionUsed: 'This transaction has already been used.',
  cardDeclined: 'Your card was declined.',
  invalidCard: 'Your card number is invalid.',
  // Not in the spec's catalogue: Stripe's own text for an expired card (decline code expired_card).
  cardExpired: 'Your card has expired.',
  studentsOnly: 'Scholarships are for students only.',
  scholarshipPending: 'You have already applied for a scholarship for this course.',
  // Our wording for the card's states after applying (the spec names only 'Scholarship Applied').
  scholarshipPendingReview: 'Application received: our team is reviewing it and will write to you.',
  scholarshipApproved: 'Your scholarship was approved.',
  scholarshipRejected: 'Your scholarship application was not approved this time.',
  scholarshipPaidOnly: 'Scholarships are offered for paid courses only.',
  notAFormPanel: 'This panel has no form.',
  linkExpired: 'This link has expired or is not valid.',
  invalidSignature: 'The webhook signature is not valid.',
  seekNeedsTarget: 'A seek event needs the target time.',
} as const;

/** Course card button label by state (spec 2 section 2.1). */
export const courseCardLabels = {
  notAssigned: 'Get Started',
  notAssignedChallenge: 'START HERE',
  notStarted: 'Start',
  inProgress: 'Continue',
  completed: 'Review',
} as const;

/** Progress text by state (spec 2 section 2.1). */
export const progressTexts = {
  notStarted: 'Get Started!',
  inProgress: 'Keep it up!',
  completed: 'You did it!',
} as const;

/** Next step card titles (spec 2 section 4.1). */
export const nextStepCardTitles = {
  'new-video': 'New Video',
  'new-check-item': 'New Check Item',
  video: 'Video',
} as const;
