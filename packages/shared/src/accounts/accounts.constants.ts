// Plain values the web app's first load needs, without zod (/dashboard's first load).

/** Meta keys the client stores through users/user-meta/{key}. */
export const META_KEYS = { dashboardOnboardingDone: 'DASHBOARD_ONBOARDING_DONE', firstStepsGuideSeen: 'FIRST_STEPS_GUIDE_SEEN' } as const;

/** The app lock (issue 38): a PIN of 4 to 6 digits. */
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 6;
/** Wrong PINs in a row (per session) that sign the session out. */
export const PIN_MAX_FAILURES = 5;
/** How long the web app may be hidden before it locks. */
export const APP_LOCK_AFTER_HIDDEN_MS = 5 * 60 * 1000;
/** Where quick exit goes: an ordinary, neutral page (a weather search). */
export const QUICK_EXIT_URL = 'https://www.google.com/search?q=weather';
