/** Texts of the daily loop (spec 1 sections 2, 5 and 8). */
export const checkInsTexts = {
  // Spelling corrected from the spec ('atleast'); docs/areas/check-ins.md lists every text that deviates.
  selectEmotion: 'Please select at least one emotion',
  selectZone: 'Please select one zone',
  writeFeeling: 'Please write what you are feeling',
  selectFaster: 'Please select at least one emotion from the FASTER scale',
  choosePriority: 'Please choose the highest priority of the FASTER scale emotion',
  selectBehavior: 'Please select one behavior',
  completeForm: 'Please complete the form before proceeding',
  emotionTitle: 'How are you feeling?',
  zoneTitle: 'Select your zone',
  feelingTitle: 'How are you feeling today?',
  priorityTitle: 'Which of the behaviors that you chose resonates the most?',
  skipConfirm: 'Are you sure you want to skip the FASTER scale?',
  resultsTitle: 'Daily Check-In Submitted',
  // The original client crossed these two; we show each where it belongs (spec 1 section 8).
  submitted: 'Daily Checkin submitted.',
  updated: 'Check-in updated successfully',
  submitFailure: 'Unable to submit daily checkin.',
  updateFailure: 'Unable to update check in details',
  duplicate: 'You have already checked in today.',
  // Not in the spec's catalogue: moving a check-in onto another day that already has one.
  duplicateDay: 'You already have a check-in on that day.',
  futureDate: 'The check-in date cannot be after today.',
  dashboardFailure: 'Unable to fetch dashboard data',
  dailyCheckinsFailure: 'Unable to fetch daily checkins',
  emotionsFailure: 'Unable to load emotions',
  fasterFailure: 'Unable to fetch fast scale categories',
  purityFailure: 'Unable to fetch purity streak',
  purityUpdateFailure: 'Unable to update the purity streak start date',
  purityDateTitle: 'Select Purity Streak Date',
  // The streak card's line under the days, in the spec's words ('purity streak start date').
  purityStartToday: 'Start date: today',
  purityStartDate: (humanDate: string) => `Start date: ${humanDate}`,
  purityDateTooLate: 'The date must be yesterday or earlier.',
  triggersFailure: 'Unable to fetch System Triggers',
  triggerFailure: 'Unable to fetch system trigger information',
  weeklyCommitmentFailure: 'Unable to fetch weekly commitment answer.',
  // Not in the spec's catalogue; worded like its neighbours.
  weeklyQuestionsFailure: 'Unable to fetch weekly questions.',
  checkinsLoadFailure: 'Error loading checkins',
  submitGeneric: 'Unable to submit',
  commitmentDefault: 'To see your commitment to change be sure to fill out the weekly questions and commitment to change.',
  completeDaily: 'Complete Daily Check-In',
  checkInComplete: 'Check-In Complete',
  multiMenuTitle: 'What do you want to do?',
  fasterWarningTitle: 'Your FASTER scale is sliding',
  fasterWarningBody:
    'Over your last few check-ins you have moved toward Relapse each day. This is a good moment to reach out to your partner or group, and to be gentle with yourself.',
  unknownEmotion: 'The field is invalid',
} as const;

/**
 * What the FASTER scale is, for someone meeting it the first time (Holdfast's own words; the spec
 * names the scale but never explains it). Stage lines are keyed by FASTER category id.
 */
export const fasterExplanation = {
  title: 'What is the FASTER scale?',
  linkLabel: 'What is this?',
  short:
    'FASTER is a way to notice a slide toward relapse early. Its letters are stages: Forgetting priorities, Anxiety, Speeding up, Ticked off, Exhausted, Relapse; Restoration is where you want to be. Tick what you notice in yourself today.',
  long: 'A relapse rarely comes out of nowhere. It usually follows a slide through recognisable stages, and the earlier you notice one, the easier it is to turn around. Each day, tick the behaviours you recognise in yourself. Holdfast shows the stage furthest along as your FASTER stage, and your trend over time, so you and your partner can see a slide coming.',
  stages: {
    1: 'Restoration: honest, connected, keeping your practices. Where recovery lives.',
    2: 'Forgetting priorities: drifting from the people and habits that keep you steady.',
    3: 'Anxiety: a low hum of worry, fear or restlessness.',
    4: 'Speeding up: busy, rushing, trying to outrun feelings.',
    5: 'Ticked off: irritable, resentful, blaming others.',
    6: 'Exhausted: worn out, numb, hopeless; the edge of relapse.',
    7: 'Relapse: the behaviour you are fighting happened. Reach out and start again.',
  } as Record<number, string>,
  dismiss: 'Got it',
  trendNote:
    'Each point is the FASTER stage furthest along that day: higher on the chart is healthier (Restoration at the top, Relapse at the bottom).',
  prioritySingleTitle: 'The behavior that matters most today',
  prioritySingleDescription:
    'You chose one behavior at the stage nearest Relapse, so it is the one that matters most today. Submit to finish, or go back to change it.',
} as const;
