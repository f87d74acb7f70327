import { META_KEYS } from '@holdfast/shared/accounts';
import { CALENDAR_CHECKINS_PAGE_SIZE } from '@holdfast/shared/check-ins';
import { API_PREFIX, MOBILE_BREAKPOINT_PX } from '@holdfast/shared/common';
import { PRELOAD_GLOBAL, type PreloadedResponses } from '@/lib/preloaded-data';
import { TOKEN_KEY } from '@/lib/token-store';

interface FirstLoadDataConfig {
  /** window property the answers go to (lib/preloaded-data's PRELOAD_GLOBAL). */
  global: string;
  apiPrefix: string;
  tokenKey: string;
  /** The widest viewport the calendar treats as a phone (MOBILE_BREAKPOINT_PX - 1). */
  mobileMaxWidthPx: number;
  /** The calendar's check-ins page size (CALENDAR_CHECKINS_PAGE_SIZE). */
  calendarPageSize: number;
  /** The onboarding meta the app guard reads (META_KEYS.dashboardOnboardingDone). */
  onboardingMetaKey: string;
  /** The first-steps guide's meta the dashboard reads (META_KEYS.firstStepsGuideSeen). */
  firstStepsMetaKey: string;
}

/**
 * The first request of every API answer a signed-in first load of `page` waits for, asked from the
 * page's HTML (an inline script at the top of dist/pages/<page>.html, written by vite.config.ts's
 * firstLoadPages from this function's source; the server's CSP allows it by its hash), so they travel while the JavaScript downloads and
 * runs instead of after it: the app guard's profile, app-info and onboarding meta, the header bell's
 * count, the side menu's triggers and unread messages, and the page's own data. The api client takes them
 * (lib/preloaded-data). Self-contained (no imports, no helpers): it runs as its own source text.
 * The URLs are byte for byte the ones the app asks for (first-load-data.test.ts checks it).
 */
export function startFirstLoadData(page: string, config: FirstLoadDataConfig): PreloadedResponses | undefined {
  let token: string | null = null;
  try {
    token = localStorage.getItem(config.tokenKey);
  } catch {
    return undefined;
  }
  if (!token) return undefined; // signed out: the guard sends the member to sign in
  const preloaded: PreloadedResponses = {};
  const offset = new Date().getTimezoneOffset() * 60;
  const ask = (path: string, anonymous = false) => {
    const url = `${config.apiPrefix}/${path}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (!anonymous) headers.Authorization = `Bearer ${token}`;
    const response = fetch(url, { headers });
    // Unused or failed: the app asks again itself.
    response.catch(() => undefined);
    preloaded[url] = { token: anonymous ? null : token, at: performance.now(), response };
  };
  ask('users/profile');
  ask('app-info', true);
  ask(`users/user-meta/${encodeURIComponent(config.onboardingMetaKey)}`);
  ask('notifications/unread-count');
  ask('system-triggers');
  ask('messages-info');
  if (page === 'dashboard') {
    ask(`dashboard?offset=${offset}`);
    ask(`users/user-meta/${encodeURIComponent(config.firstStepsMetaKey)}`);
  }
  if (page === 'progress') {
    // The calendar's first range (features/progress/lib/calendar-range.ts, initialCalendarRange).
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const now = new Date();
    const mobile = window.matchMedia(`(max-width: ${config.mobileMaxWidthPx}px)`).matches;
    const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
    const first = mobile
      ? new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay())
      : new Date(now.getFullYear(), now.getMonth(), 1 - monthStart.getDay());
    const last = new Date(first.getFullYear(), first.getMonth(), first.getDate() + (mobile ? 6 : 41));
    const range = `startDate=${day(first)}&endDate=${day(last)}`;
    ask(`checkins?${range}&page=1&perPage=${config.calendarPageSize}&orderBy=checkin_on&orderDir=desc&offset=${offset}`);
    ask(`system-triggers/all-answers?${range}&offset=${offset}`);
    ask('checkin/emotions');
  }
  (window as unknown as Record<string, PreloadedResponses>)[config.global] = preloaded;
  return preloaded;
}

export const FIRST_LOAD_DATA: FirstLoadDataConfig = {
  global: PRELOAD_GLOBAL,
  apiPrefix: API_PREFIX,
  tokenKey: TOKEN_KEY,
  mobileMaxWidthPx: MOBILE_BREAKPOINT_PX - 1,
  calendarPageSize: CALENDAR_CHECKINS_PAGE_SIZE,
  onboardingMetaKey: META_KEYS.dashboardOnboardingDone,
  firstStepsMetaKey: META_KEYS.firstStepsGuideSeen,
};

/**
 * The script a page's HTML loads (vite.config.ts, firstLoadPages, at build time, through ssrLoadModule).
 * @public
 */
export function firstLoadDataScript(page: string): string {
  return `// ${page}.html (apps/web/vite.config.ts, firstLoadPages; src/app/first-load-data.ts): ask for the page's data now.\n(${startFirstLoadData.toString()})(${JSON.stringify(page)}, ${JSON.stringify(FIRST_LOAD_DATA)});\n`;
}
