/**
 * Where the coaching calls live (spec 3 section 7 "Coach and coaching centre" and "Coach billing"),
 * named once for the server's routes and the web's api/ files, relative to API_PREFIX. Verbs and
 * bodies are the spec's; where it shows none, Holdfast's (docs/areas/coaching.md).
 */
export const coachingApiPaths = {
  /** POST (InviteCoachInput -> {message, item: AdminCoach}); GET ?page= (Paged<AdminCoach>): an ff_admin invites and lists coaches. */
  adminCoaches: 'admin/coaches',
  /** GET (CoachDetail): the caller's coach record (any request status), 404 when not invited. */
  coach: 'coach',
  /** PATCH ({message, item: CoachDetail}): the invited coach accepts. */
  invitationAccept: 'coach/invitation/accept',
  /** PATCH ({setup_intent_id} -> CoachBillingAnswer {message, item: the billing state}): billing setup succeeded: onboarding complete, subscription made. */
  invitationComplete: 'coach/invitation/complete',
  /** GET (CoachClient[]): accepted first, then pending, then rejected (?order=need ranks accepted by need). POST (InviteClientInput -> {message, item}). */
  users: 'coach/users',
  /** POST ({message}). */
  resendInvitation: (id: number) => `coach/users/${id}/resend-invitation`,
  /** DELETE ({message}): the client is removed (their sockets get forced_refresh). */
  user: (id: number) => `coach/users/${id}`,
  /** GET ?startDate&endDate (calendar events of every accepted client who shares check-ins). */
  usersCheckIns: 'coach/users/check-ins',
  /** GET: each accepted client's latest check-in. */
  usersCheckInsLatest: 'coach/users/check-ins/latest',
  /** GET ?startDate&endDate: every sharing client's crash reports (system triggers). */
  usersSystemTriggers: 'coach/users/system-triggers',
  /** GET: each accepted client's latest crash report. */
  usersSystemTriggersLatest: 'coach/users/system-triggers/latest',
  /** GET: every accepted client's course progress. */
  usersCourses: 'coach/users/courses',
  /** GET: every accepted client's streaks (those who share streaks). */
  usersStreaks: 'coach/users/streaks',
  /** GET: one client's course progress. */
  userCourses: (id: number) => `coach/users/${id}/courses`,
  /** GET ?startDate&endDate. */
  userCheckIns: (id: number) => `coach/users/${id}/check-ins`,
  /** GET ?startDate&endDate. */
  userSystemTriggers: (id: number) => `coach/users/${id}/system-triggers`,
  /** GET ?page= (Paged<CoachNote>); POST (CreateCoachNoteInput -> {message, item}). */
  userNotes: (id: number) => `coach/users/${id}/notes`,
  /** GET: the coach's chat with a client; POST send; PATCH …/mark-read (the messaging mechanism). */
  userMessages: (id: number) => `coach/users/${id}/messages`,
  /** GET ?page= (Paged<CoachResource>); POST multipart (title, resource_type, file | external_link). */
  resources: 'coach/resources',
  /** DELETE ({message}). */
  resource: (id: number) => `coach/resources/${id}`,
  /** GET ?uid&expires&signature (a resource's file_url): the file, or a redirect to its presigned link, for the coach and their accepted clients. */
  resourceFile: (id: number) => `coach/resources/${id}/file`,
  /** GET: all clients' habit results (average on a scale of 3, forgiving score, trend). */
  habitCalculations: 'coach/habit-metrics/calculations',
  /** GET (CoachClientView): the caller's own coach link (the coach and request_status). */
  client: 'coach/client',
  /** POST (AnswerInvitationInput {coach_user_id, status, sharing?} -> {message}): the client accepts or rejects. */
  clientInvitationAccept: 'coach/client/invitation/accept',
  /** PATCH (UpdateSharingInput -> sharing): the client's switches of what the coach sees. */
  clientSharing: 'coach/client/sharing',
  /** GET ?page= (Paged<CoachResource>): my coach's resources. */
  clientResources: 'coach/client/resources',
  /** GET (ClientLatestTrigger {item: TriggerAnswer | null}): my own latest crash report. */
  clientSystemTriggersLatest: 'coach/client/system-triggers/latest',
  /** POST (HabitAnswersInput {answers: [{question_id, answer|null}]} -> {message, item}). */
  clientHabitMetrics: 'coach/client/habit-metrics',
  /** GET (ClientHabitResult: `user` is me, `result` null before my first submission): my habit result. */
  clientHabitCalculation: 'coach/client/habit-metrics/calculation',
  /** GET; POST send; PATCH …/mark-read: the client's chat with their coach. */
  clientMessages: 'coach/client/messages',
  /** GET (SetupIntentResponse {client_secret, setup_intent_id, provider, publishable_key?}). */
  billingSetupIntent: 'coach/billing-info/setup-intent',
  /** GET (SubscriptionDetail: payment_method, subscription with upcoming_invoice). */
  billingSubscriptionDetail: 'coach/billing-info/subscription-detail',
  /** GET ?clients=n (BillingPreview): the monthly total now and with n accepted clients. */
  billingPreview: 'coach/billing-info/preview',
  /** PATCH ({setup_intent_id} -> CoachBillingAnswer): a new card replaces the default and the open invoice is paid. */
  billingCard: 'coach/billing-info/card',
  /** POST: Stripe's webhook for coach subscriptions (signature checked; public). */
  billingWebhook: 'coach/billing-info/webhook',
  /** POST (DevAdvanceClockInput {days} -> CoachBillingAnswer): the dev provider's clock of the caller's subscription moves on (dev provider outside production only). */
  billingDevAdvance: 'coach/billing-info/dev/advance',
} as const;

/** The web's coaching pages (spec 3 section 2). */
export const coachingWebPaths = {
  centre: '/coaching-center',
  more: '/coaching-center/more',
  resources: '/coaching-center/resources',
  client: (coachUserId: number) => `/coaching-center/users/${coachUserId}`,
  clientHome: '/coaching-center/client',
  clientResources: '/coaching-center/coach-resources',
  habitTracker: '/coaching-client/habit-tracker',
  billing: '/billing-info',
  coachChat: (coachId: number, coachUserId: number) => `/messages/coach/${coachId}/users/${coachUserId}`,
  clientChat: (coachId: number, coachUserId: number) => `/messages/coach/${coachId}/client/${coachUserId}`,
} as const;
