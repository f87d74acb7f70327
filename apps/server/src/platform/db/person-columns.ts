/**
 * The columns that name a person (users + profiles), as every area's rows that show someone carry
 * them; presenters turn them into the shared PersonSummary.
 */
export interface PersonNameColumns {
  username: string | null;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_icon: string | null;
}
