import type { HabitTrend } from './coaching.constants';

/**
 * The client's side of coaching on the web (spec 3 section 2 "Coaching centre"): the accept screen,
 * /coaching-center/client, the coach's resources and the habit tracker. Plain values (no zod), so a
 * page that imports them does not load the contract.
 */

/** The system config that names the habit tracker's dynamic form (`config.form_id`, spec 3 section 7). */
export const HABIT_CONFIG_TYPE = 'HabitMetricCalculation';

/** The habit tracker's form id from its system config, or null when it is missing or not an id. */
export function habitFormIdOf(config: Record<string, unknown> | null | undefined): number | null {
  const raw = config?.form_id;
  const id = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The habit average as the spec shows it: on a scale of 3, one decimal ('2.3 of 3'). */
export const habitAverageText = (average: number) => `${(Math.round(average * 10) / 10).toFixed(1)} of 3`;

export const habitTrendTexts: Record<HabitTrend, string> = {
  improving: 'Improving',
  stable: 'Stable',
  declining: 'Declining',
};

export const coachClientTexts = {
  // the accept screen (consent at the door)
  acceptTitle: 'Coaching invitation',
  acceptIntro: (coach: string) => `${coach} invites you to be coached. Before you answer, here is what your coach will see.`,
  switchableTitle: 'You choose',
  alwaysTitle: 'Always part of coaching',
  accept: 'Accept',
  reject: 'Reject',
  rejectChosen: 'You chose Reject in the e-mail. Confirm it below, or accept instead.',
  invitationClosed: 'This invitation is no longer open.',
  fasterNeedsCheckIns: 'Shown only with your check-ins.',
  // /coaching-center/client (spec 3 section 2)
  pageTitle: 'My Coaching',
  completeDailyCheckIn: 'Complete Daily Check-in',
  completeWeeklyCheckIn: 'Complete Weekly Check-in',
  submitHabitTracker: 'Submit Habit Tracker',
  reportSummary: 'My Report Summary',
  latestCrashReport: 'Latest crash report',
  noCrashReport: 'No crash reports yet.',
  viewReport: 'View report',
  habitResult: 'Habit tracker',
  noHabitResult: 'No habit tracker answers yet.',
  habitAverage: 'Average',
  habitScore: 'Score',
  habitTrend: 'Trend',
  myCoach: 'My Coach',
  coachResources: 'Coach Resources',
  bookMeeting: 'Book Meeting',
  messageCoach: 'Message coach',
  yourNextStep: 'Your Next Step',
  sharingTitle: 'What your coach sees',
  backToDashboard: 'Back to dashboard',
  coachingEnded: 'Your coaching has ended.',
  // /coaching-center/coach-resources
  resourcesIntro: 'Files and links your coach shares with you.',
  noResources: 'Your coach has not shared any resources yet.',
  resourcesFailed: 'Unable to load resources',
  loadMore: 'Load more',
  openResource: 'Open',
  // /coaching-client/habit-tracker
  habitTrackerTitle: 'Habit Tracker',
  habitTrackerIntro: 'Answer what you can; you may leave a question empty.',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  stepOf: (step: number, total: number) => `Question ${step} of ${total}`,
} as const;
