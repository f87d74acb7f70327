import { accountabilityTexts as t, SHARE_KINDS, shareKindLabels, type Sharing } from '@holdfast/shared/accountability';

/** 'Check-ins, Crash reports, Streaks' for what is on; null when nothing is. */
export function sharedKinds(sharing: Sharing | null): string | null {
  if (!sharing) return null;
  const on = SHARE_KINDS.filter((k) => sharing[k]).map((k) => shareKindLabels[k]);
  return on.length ? on.join(', ') : null;
}

/** The line under a partner's name: what they let me see. */
export function sharesWithMeLine(sharing: Sharing | null): string {
  const kinds = sharedKinds(sharing);
  return kinds ? `${t.sharesWithYou}: ${kinds}` : t.sharesNothing;
}
