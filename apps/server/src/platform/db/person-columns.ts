import type { SQL } from 'drizzle-orm';

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

/**
 * How a statement joins and names a person: the shape of accounts' `personNames`, for a platform
 * service whose read shows people (platform imports no module, so the area that calls it passes
 * `personNames` in).
 */
export interface PersonNamesSql {
  /** `left join` of the person whose id is `id`, as `alias` (the profile joined on `id` too). */
  join(alias: string, id: SQL): SQL;
  /** The PersonNameColumns of the person joined as `alias`. */
  columns(alias: string): SQL;
}
