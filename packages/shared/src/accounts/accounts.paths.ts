/**
 * Where the accounts calls live (sign-in, registration, passwords, e-mail changes, the profile,
 * settings and uploaded files), named once for the server's routes and the web's api/ files
 * (relative to API_PREFIX). The invitation calls the accounts area serves are accountability's
 * (`accountabilityApiPaths.referFriend` and the two after it).
 */
export const accountsApiPaths = {
  /** POST (TokenInput -> TokenResponse): password or one-time impersonation token. */
  token: 'oauth/token',
  /** POST ({message}): revoke this bearer token. */
  logout: 'oauth/logout',
  /** POST (RegisterInput -> {message}). */
  register: 'register',
  /** GET ?token=&email=: the verification link of the mail (redirects to the web's /login). */
  verifyEmail: 'users/verify-email',
  /** GET (User). PUT (UpdateProfileInput -> User). */
  profile: 'users/profile',
  /** POST multipart profile_picture (User). */
  avatar: 'users/profile/avatar',
  /** GET (Role[]). */
  roles: 'users/roles',
  /** POST (ForgotPasswordInput -> {message}). */
  forgotPassword: 'users/forgot-password',
  /** POST (ResetTokenCheckInput -> ResetTokenCheck). */
  resetPasswordCheck: 'users/reset-password/check',
  /** POST (ResetPasswordInput -> ResetPasswordAnswer). */
  resetPassword: 'users/reset-password',
  /** POST (OldPasswordResetInput -> {message}): an account migrated from WordPress. */
  resetOldPassword: 'users/update-password/wordpress',
  /** PUT (UpdatePasswordInput -> {message}). */
  updatePassword: 'users/update-password',
  /** POST ({message}). */
  resendVerification: 'users/resend-verification',
  /** GET (ChangeEmailRequestAnswer). POST (ChangeEmailRequestInput -> ChangeEmailRequestSent). DELETE ({message}). */
  changeEmailRequest: 'users/change-email-request',
  /** PUT (ChangeEmailInput -> ChangeEmailRequestSent). */
  changeEmail: 'users/change-email',
  /** POST (ResendNewVerificationInput -> {message}). */
  resendNewVerification: 'users/resend-new-verification',
  /** GET (AccountSessionList): the signed-in sessions. DELETE (SignedOutSessions): sign out every other one. */
  sessions: 'users/sessions',
  /** DELETE ({message}): sign out one session (the caller's own sessions only). */
  session: (id: number) => `users/sessions/${id}`,
  /** GET (AppLockStatus). PUT (SetAppLockInput -> {message}). DELETE (RemoveAppLockInput -> {message}). */
  appLock: 'users/app-lock',
  /** POST (UnlockInput -> UnlockAnswer): check the PIN; the fifth wrong one in a row signs the session out. */
  appLockUnlock: 'users/app-lock/unlock',
  /** POST (UndoEmailChangeInput -> UndoEmailChangeAnswer): the old address's undo link. */
  undoEmailChange: 'users/change-email/undo',
  /** GET (UserMeta). POST (UserMetaInput -> UserMeta). The web encodes the key. */
  userMeta: (key: string) => `users/user-meta/${key}`,
  /** GET: a private uploaded file (an avatar) through its signed link. */
  file: (folder: string, name: string) => `files/${folder}/${name}`,
} as const;
