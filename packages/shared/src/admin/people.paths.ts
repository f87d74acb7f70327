/** The console's people calls (part a1 of issue 39), named once, relative to API_PREFIX. */
export const adminPeopleApiPaths = {
  /** GET (AdminPeopleQuery -> AdminPersonPage): search by name, e-mail or numeric id (ff_admin, support). */
  people: 'admin/people',
  /** GET (-> AdminPerson): account state for support; with `content` (groups, partners, coaching, payments) for ff_admin. */
  person: (userId: number) => `admin/people/${userId}`,
  /** PATCH (PersonFlagsInput -> AdminPersonWrite): is_leader, is_student, is_married (ff_admin). */
  flags: (userId: number) => `admin/people/${userId}/flags`,
  /** POST ({message}): send the verification mail again (ff_admin). */
  verificationMail: (userId: number) => `admin/people/${userId}/verification-mail`,
  /** POST ({message}): mark the account's configuration complete (ff_admin). */
  configurationComplete: (userId: number) => `admin/people/${userId}/configuration-complete`,
  /** POST (EraseOnRequestInput -> {message}): the data-rights erasure, on the person's request (ff_admin). */
  erase: (userId: number) => `admin/people/${userId}/erase`,
  /** GET (-> AdminDashboard): counts only (ff_admin, support). */
  dashboard: 'admin/dashboard',
} as const;

/** The console's people pages (web). */
export const adminPeopleWebPaths = {
  people: '/admin/people',
  person: (userId: number | string) => `/admin/people/${userId}`,
} as const;
