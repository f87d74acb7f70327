/**
 * Where the premium-groups calls and pages live, named once for the server's routes and the web's
 * api/ files. API paths are relative to API_PREFIX: the spec's (spec 2 sections 7.3, 7.4) first,
 * then Holdfast's where the spec shows none.
 */
export const premiumApiPaths = {
  /** POST (ApplicationBody -> ApplicationWriteResponse), signed in. */
  applications: 'premium-groups/applications',
  /** POST: the same as `applications` (kept for the original client). */
  requests: 'premium-groups/requests',
  /** POST (GuestApplicationBody -> GuestApplicationResponse): mails a 6-digit code. */
  guest: 'premium-groups/applications/guest',
  /** POST (ResendOtpBody -> {message}). */
  resendOtp: 'premium-groups/applications/guest/resend-otp',
  /** POST (VerifyOtpBody -> ApplicationWriteResponse). */
  verifyOtp: 'premium-groups/applications/guest/verify',
  /** POST (RegisterApplicationBody -> RegisterApplicationResponse): a new account with its application. */
  register: 'premium-groups/applications/register',
  /** GET (ApplicantDetails). */
  application: (groupId: number, memberId: number) => `groups/${groupId}/members/${memberId}/application`,
  /** PATCH (-> ApplicantWriteResponse). */
  markReview: (groupId: number, memberId: number) => `groups/${groupId}/members/${memberId}/application/mark-review`,
  /** PATCH (-> ApplicantWriteResponse). */
  accept: (groupId: number, memberId: number) => `groups/${groupId}/members/${memberId}/application/accept`,
  /** PATCH (RejectApplicantBody -> ApplicantWriteResponse). */
  markRejected: (groupId: number, memberId: number) => `groups/${groupId}/members/${memberId}/application/mark-rejected`,
  /** POST ({message}). */
  resendPrePayment: (groupId: number, memberId: number) => `groups/${groupId}/members/${memberId}/application/resend-pre-payment`,
  /** POST ({message}). */
  resendSubscription: (groupId: number, memberId: number) => `groups/${groupId}/members/${memberId}/application/resend-subscription`,
  /** PATCH (PremiumGroupActionBody -> PremiumGroupActionResponse). */
  start: 'premium-groups/start',
  /** PATCH (PremiumGroupActionBody -> PremiumGroupActionResponse). */
  markCompleted: 'premium-groups/mark-completed',
  /** GET ?status=&page=&perPage= (PremiumApplicationPage); ff_admin or upgrade_admin. */
  adminApplications: 'admin/premium-applications',
  /** GET (SuggestedGroups). */
  suggestedGroups: (applicationId: number) => `admin/premium-applications/${applicationId}/suggested-groups`,
  /** POST (PlaceApplicationBody -> ApplicationWriteResponse). */
  place: (applicationId: number) => `admin/premium-applications/${applicationId}/place`,
  /** GET (MemberPaymentStatus): my own premium membership's payments. */
  memberPayment: (memberId: number) => `premium-groups/members/${memberId}/payment`,
  /** POST (-> PremiumSetupIntent). */
  prePaymentSetupIntent: (memberId: number) => `premium-groups/members/${memberId}/pre-payment/setup-intent`,
  /** POST (ConfirmPremiumPaymentBody -> ConfirmPremiumPaymentResponse). */
  prePaymentConfirm: (memberId: number) => `premium-groups/members/${memberId}/pre-payment/confirm`,
  /** POST (-> PremiumSetupIntent). */
  subscriptionSetupIntent: (memberId: number) => `premium-groups/members/${memberId}/subscription/setup-intent`,
  /** POST (ConfirmPremiumPaymentBody -> ConfirmPremiumPaymentResponse). */
  subscriptionConfirm: (memberId: number) => `premium-groups/members/${memberId}/subscription/confirm`,
  /** GET ?page= (LeaveChargePage); admins. */
  adminLeaveCharges: 'admin/premium-leave-charges',
  /** POST (-> LeaveChargeWriteResponse); admins. */
  waiveLeaveCharge: (id: number) => `admin/premium-leave-charges/${id}/waive`,
  /** POST: Stripe's signed webhook for premium payments (not in the document). */
  stripeWebhook: 'payments/stripe/premium-webhook',
} as const;

/** The web pages of the area (spec 2 section 2.5). */
export const premiumWebPaths = {
  applicationForm: '/premium-groups-application',
  applicationFormAlias: '/premium-groups/applications',
  submit: '/premium-groups/applications/submit',
  login: '/premium-groups/applications/submit/user/login',
  guest: '/premium-groups/applications/submit/guest/user',
  guestOtp: '/premium-groups/applications/submit/guest/user/otp',
  registration: '/premium-groups/applications/submit/registration',
  success: '/success-message',
  logInMessage: '/log-in-message',
  /** The signed-in user's settings-style 'Premium Groups Application' screen (in the account menu). */
  premiumApplication: '/premium-application',
  premiumGroupManagement: (groupId: number) => `/leaders-portal/${groupId}/premium-group-management`,
  memberProgress: (groupId: number) => `/leaders-portal/${groupId}/member-progress`,
  adminApplications: '/admin/premium-applications',
  /** Holdfast's: the admins' list of leave charges, with 'Waive'. */
  adminLeaveCharges: '/admin/premium-leave-charges',
  /** Holdfast's: the page the pre-payment and subscription mails link to. */
  payment: (memberId: number) => `/premium-groups/payment/${memberId}`,
} as const;
