import { addDays, STREAK_MILESTONES } from '@holdfast/shared/check-ins';
import { userKey } from './user-storage';

/**
 * A short celebration for a finished day, a streak milestone or a finished course: the words are
 * said through a polite live region (screen readers hear them; it outlives a navigation, so a course
 * finished on its last item is still announced on the lessons page), and a brief burst of confetti
 * in the brand colours. No motion when the member asks for reduced motion. canvas-confetti is
 * imported on first use only, so it stays out of every page's first load.
 */
const REGION_ID = 'holdfast-celebration';
const BRAND_COLOURS = ['#0c7879', '#3ba2a2', '#79c0c0', '#fcc419', '#d6ebeb'];

function liveRegion(): HTMLElement {
  let region = document.getElementById(REGION_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = REGION_ID;
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    // Visually hidden, read aloud.
    Object.assign(region.style, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: '0',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: '0',
    });
    document.body.appendChild(region);
  }
  return region;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Announces `message` and, unless `motion` is false or reduced motion is asked for, throws confetti. Resolves true when confetti was thrown. */
export async function celebrate(message: string, { motion = true }: { motion?: boolean } = {}): Promise<boolean> {
  const region = liveRegion();
  // Emptied first so the same words said twice are announced twice.
  region.textContent = '';
  window.setTimeout(() => (region.textContent = message), 50);
  if (!motion || prefersReducedMotion()) return false;
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({
      particleCount: 90,
      spread: 75,
      startVelocity: 38,
      ticks: 160,
      origin: { y: 0.35 },
      colors: BRAND_COLOURS,
      disableForReducedMotion: true,
      zIndex: 400,
    });
    return true;
  } catch {
    return false; // no canvas (old browser) or the chunk failed to load: the words are enough
  }
}

/**
 * True the first time `name` is asked for the signed-in user (kept in their per-user storage, so a
 * reload or a second visit does not celebrate the same thing again, and a shared device forgets it on sign-out).
 */
export function firstTime(name: string): boolean {
  const key = userKey(`celebrated.${name}`);
  if (key === null) return false;
  try {
    if (localStorage.getItem(key)) return false;
    localStorage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}

/** The milestone a streak of `days` sits on (7, 30, 90, 180, 365), or null. */
export function streakMilestone(days: number | null | undefined): number | null {
  return days != null && (STREAK_MILESTONES as readonly number[]).includes(days) ? days : null;
}

/** What is said when today's check-in is done: the day, and a check-in streak milestone when it sits on one. */
export function checkInCelebration(streak: number): string {
  const milestone = streakMilestone(streak);
  return milestone
    ? `${milestone}-day check-in streak! You have checked in ${milestone} days in a row.`
    : `Today's check-in is done. ${streak === 1 ? '1 day' : `${streak} days`} in a row.`;
}

/** Said when a purity streak reaches a milestone (the dashboard, once per milestone and start day). */
export function purityMilestoneMessage(days: number): string {
  return `${days} days of purity. One day at a time — well done.`;
}

/** Said (with confetti) when the member finishes a course or the 30 Day Challenge from its last item. */
export function courseCompletedMessage(name: string): string {
  return `You finished ${name}. Well done — that took faithfulness, one day at a time.`;
}

/**
 * The dashboard's celebration (through useCelebratePurityMilestone): a purity streak on a milestone
 * is celebrated once for that streak (keyed by its start day, so a new streak reaching 7 again is
 * celebrated again).
 */
export function celebratePurityMilestone(days: number, today: string): void {
  const milestone = streakMilestone(days);
  if (milestone === null) return;
  if (!firstTime(`purity.${milestone}.${addDays(today, -milestone)}`)) return;
  void celebrate(purityMilestoneMessage(milestone));
}
