/**
 * Where the check-ins calls live (daily check-ins, the FASTER scale, crash reports, the weekly
 * forms, the dashboard), named once for the server's routes and the web's api/ files (relative to API_PREFIX).
 */
export const checkInsApiPaths = {
  /** GET (Emotion[]). */
  emotions: 'checkin/emotions',
  /** GET: an emotion's picture (public, image/svg+xml). */
  emotionImage: (id: number) => `checkin/emotions/${id}/image.svg`,
  /** GET (FasterCategory[]). */
  fasterScale: 'checkin/faster-scale',
  /** GET ?page=&startDate=&endDate= (CheckInPage). POST (SubmitCheckInInput -> CheckIn). */
  checkIns: 'checkins',
  /** GET ?date= (CheckInForDay). */
  forDay: 'checkins/for-day',
  /** GET ?offset= (DailySummaryDay[]). */
  dailySummary: 'checkins/daily-summary',
  /** GET ?startDate=&endDate= (Analytics). */
  analytics: 'checkins/analytics',
  /** GET (CheckIn). PUT (UpdateCheckInInput -> CheckIn). */
  checkIn: (id: number) => `checkins/${id}`,
  /** GET ?offset= (Dashboard). */
  dashboard: 'dashboard',
  /** GET ?offset= (PurityOverride). POST (PurityOverrideInput -> PurityOverride). */
  purityStreakOverrides: 'purity-streak-overrides',
  /** GET (WeeklyAnswers). POST (WeeklyAnswersInput -> WeeklySubmission). */
  weeklyQuestions: 'weekly-questions',
  /** GET (WeeklyAnswers). POST (WeeklyAnswersInput -> WeeklySubmission). */
  weeklyCommitment: 'weekly-commitment',
  /** GET (SystemTrigger[]): the crash-report triggers. */
  systemTriggers: 'system-triggers',
  /** GET ?startDate=&endDate= (TriggerAnswer[]): my crash reports. */
  triggerAnswers: 'system-triggers/all-answers',
  /** GET (SystemTrigger). */
  systemTrigger: (id: number) => `system-triggers/${id}`,
  /** POST (TriggerAnswerInput -> TriggerAnswer): a crash report. */
  systemTriggerAnswers: (id: number) => `system-triggers/${id}/answers`,
} as const;
