// What the web app's first load needs of reference: no zod here (the schemas are in index.ts), so a
// page that imports only these does not load zod (/dashboard's first load).
import type { FeatureFlags } from './index';

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  assignTodo: false,
  coachingCenterAddAction: false,
  multicourse: true,
  newDailyCheckinFlow: true,
  newDashboard: true,
  newUserCourseOnboarding: true,
  communityForum: true,
};

/** Compare dotted versions ("1.10.0" > "1.9.3"); non-numeric parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}
