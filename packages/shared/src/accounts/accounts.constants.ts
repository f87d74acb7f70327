// Plain values the web app's first load needs, without zod (/dashboard's first load).

/** Meta keys the client stores through users/user-meta/{key}. */
export const META_KEYS = { dashboardOnboardingDone: 'DASHBOARD_ONBOARDING_DONE', firstStepsGuideSeen: 'FIRST_STEPS_GUIDE_SEEN' } as const;
