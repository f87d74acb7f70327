/**
 * Where the browser says the member is: the region of its language setting (en-US -> US) and
 * its IANA time zone. Used to start the country and time zone fields; the member can change them.
 */
export function browserPlace(): { regionCode: string | null; timeZone: string | null } {
  let regionCode: string | null = null;
  let timeZone: string | null = null;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    /* no Intl time zone */
  }
  try {
    const tag = typeof navigator !== 'undefined' ? navigator.language : '';
    regionCode = tag ? (new Intl.Locale(tag).maximize().region ?? null) : null;
  } catch {
    /* unparseable language tag */
  }
  return { regionCode, timeZone };
}

/** The id of the list item matching the browser's place, as a Select value (or null). */
export function matchingId<T extends { id: number }>(items: readonly T[] | undefined, matches: (item: T) => boolean): string | null {
  const found = items?.find(matches);
  return found ? String(found.id) : null;
}
