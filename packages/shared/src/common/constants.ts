// What the web app's first load needs of common: no zod here (the schemas are in index.ts), so a
// page that imports only these does not load zod (/dashboard's first load).

export const API_PREFIX = '/api/v1.2';

/** Timing constants of spec 1 section 9. */
export const TOAST_DURATION_MS = 3000;
export const APP_VERSION_CHECK_MS = 15 * 60 * 1000;
export const REALTIME_RECONNECT_MS = 2000;
export const MOBILE_BREAKPOINT_PX = 540;
export const BADGE_CAP = 99;

export function formatBadgeCount(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** What initials are made from: the profile's names, else its display name or the username. */
export interface InitialsSource {
  first_name?: string | null;
  last_name?: string | null;
  display_name?: string | null;
  username?: string | null;
}

const wordsOf = (v: string | null | undefined) => (v ?? '').trim().split(/\s+/).filter(Boolean);
/** The first character, whole even outside the basic plane (never half a surrogate pair). */
const firstChar = (word: string) => Array.from(word)[0] ?? '';

/**
 * Initials: the first letters of the first and the last name, upper case ('Daniel Marcus Reed'
 * is 'DR'). Without a last name the display name (or username) is split into words the same way;
 * a single word gives its first two letters, as the spec says of a name.
 */
export function initials(source: InitialsSource | null | undefined): string {
  const first = wordsOf(source?.first_name);
  const last = wordsOf(source?.last_name);
  let words = first.length ? [first[0]!, ...(last.length ? [last[last.length - 1]!] : [])] : [];
  if (words.length < 2) {
    const named = wordsOf(source?.display_name).length ? wordsOf(source?.display_name) : wordsOf(source?.username);
    if (named.length >= 2 || !words.length) words = named.length >= 2 ? [named[0]!, named[named.length - 1]!] : named;
  }
  if (!words.length) return '';
  const text = words.length >= 2 ? firstChar(words[0]!) + firstChar(words[words.length - 1]!) : Array.from(words[0]!).slice(0, 2).join('');
  return text.toUpperCase();
}
