/** Every query key of the coaching feature; invalidate `coachingKeys.all` to refresh them all. */
export const coachingKeys = {
  all: ['coaching'] as const,
  coach: () => [...coachingKeys.all, 'coach'] as const,
  clients: (order: 'status' | 'need') => [...coachingKeys.all, 'clients', order] as const,
  clientsCheckIns: (start: string, end: string) => [...coachingKeys.all, 'clients-check-ins', start, end] as const,
  clientsTriggers: (start: string, end: string) => [...coachingKeys.all, 'clients-triggers', start, end] as const,
  clientsLatest: (what: 'check-ins' | 'triggers' | 'courses' | 'streaks' | 'habits') =>
    [...coachingKeys.all, 'clients-latest', what] as const,
  clientCourses: (id: number) => [...coachingKeys.all, 'client-courses', id] as const,
  clientCheckIns: (id: number, start: string, end: string) => [...coachingKeys.all, 'client-check-ins', id, start, end] as const,
  clientTriggers: (id: number, start: string, end: string) => [...coachingKeys.all, 'client-triggers', id, start, end] as const,
  notes: (id: number) => [...coachingKeys.all, 'notes', id] as const,
  resources: () => [...coachingKeys.all, 'resources'] as const,
  myCoach: () => [...coachingKeys.all, 'my-coach'] as const,
  myResources: () => [...coachingKeys.all, 'my-resources'] as const,
  myLatestTrigger: () => [...coachingKeys.all, 'my-latest-trigger'] as const,
  myHabit: () => [...coachingKeys.all, 'my-habit'] as const,
  habitConfig: () => [...coachingKeys.all, 'habit-config'] as const,
  habitForm: (formId: number) => [...coachingKeys.all, 'habit-form', formId] as const,
  billing: () => [...coachingKeys.all, 'billing'] as const,
  preview: (clients: number) => [...coachingKeys.all, 'preview', clients] as const,
  adminCoaches: (page: number) => [...coachingKeys.all, 'admin-coaches', page] as const,
  // billing and onboarding
  /** Outside `all`: refreshing the area must not replace the setup intent of a card being typed. */
  setupIntent: (purpose: 'setup' | 'update') => ['coaching-setup-intent', purpose] as const,
};
