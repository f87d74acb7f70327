/**
 * Where an account's erasure is asked for (relative to API_PREFIX). The spec's client posts to
 * `users/delete` with `_method: 'delete'` in the body (a form's method override), so the path sits
 * under users/ like the accounts calls but belongs to the erasure area, which owns what it does.
 */
export const erasureApiPaths = {
  /** POST (DeleteAccountInput: `_method: 'delete'`, password -> {message}): erases the caller's account. */
  deleteAccount: 'users/delete',
} as const;

/** The web page of the erasure area. */
export const erasureWebPaths = {
  deleteAccount: '/delete-my-account',
} as const;
