import type { CheckIn, FasterAnswer, FeelingZone } from '@holdfast/shared/check-ins';
import { userKey } from '@/lib/user-storage';

/** The answers of the five steps, kept in localStorage so a reload never loses them. */
export interface CheckInDraft {
  checkin_emotions: number[];
  feeling_zone: FeelingZone | null;
  feeling_notes: string;
  fast_scale_answers: FasterAnswer[];
}

export const EMPTY_DRAFT: CheckInDraft = { checkin_emotions: [], feeling_zone: null, feeling_notes: '', fast_scale_answers: [] };

export const CHECK_IN_STEPS = ['emotion', 'zone', 'feeling', 'faster-scale', 'priority-scale'] as const;
export type CheckInStep = (typeof CHECK_IN_STEPS)[number];

/** The signed-in user's draft key ('' when no user is known: nothing is stored). */
export function draftKey(checkInId: number | null): string {
  return userKey(checkInId === null ? 'check-in-draft' : `check-in-draft.edit.${checkInId}`) ?? '';
}

export function loadDraft(key: string): CheckInDraft | null {
  if (!key) return null;
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CheckInDraft>;
    return {
      checkin_emotions: Array.isArray(value.checkin_emotions) ? value.checkin_emotions.filter((n) => typeof n === 'number') : [],
      feeling_zone: value.feeling_zone ?? null,
      feeling_notes: typeof value.feeling_notes === 'string' ? value.feeling_notes : '',
      fast_scale_answers: Array.isArray(value.fast_scale_answers) ? value.fast_scale_answers : [],
    };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: CheckInDraft): void {
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the draft lives in memory only */
  }
}

export function clearDraft(key: string): void {
  if (key) localStorage.removeItem(key);
}

/** Every check-in draft of the signed-in user (a new one's and edits'): quick exit leaves none behind. */
export function clearAllDrafts(): void {
  const prefix = userKey('check-in-draft');
  if (!prefix) return;
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    /* storage blocked: nothing was kept */
  }
}

export function draftFromCheckIn(checkIn: CheckIn): CheckInDraft {
  return {
    checkin_emotions: [...checkIn.checkin_emotions],
    feeling_zone: checkIn.feeling_zone,
    feeling_notes: checkIn.feeling_notes,
    fast_scale_answers: checkIn.fast_scale_answers ? checkIn.fast_scale_answers.map((a) => ({ ...a })) : [],
  };
}

/** The first step whose answer is missing, or null when the first four steps are answered. */
export function firstMissingStep(draft: CheckInDraft): CheckInStep | null {
  if (!draft.checkin_emotions.length) return 'emotion';
  if (!draft.feeling_zone) return 'zone';
  if (!draft.feeling_notes.trim()) return 'feeling';
  return null;
}

/**
 * Where a step entered directly must send the member instead (null: stay). A FASTER page without
 * an emotion goes back to the start; the priority step needs chosen behaviours.
 */
export function stepRedirect(step: CheckInStep, draft: CheckInDraft): CheckInStep | 'start' | null {
  const index = CHECK_IN_STEPS.indexOf(step);
  if (index >= 3 && !draft.checkin_emotions.length) return 'start';
  const missing = firstMissingStep(draft);
  if (missing && CHECK_IN_STEPS.indexOf(missing) < index) return missing;
  if (step === 'priority-scale' && !draft.fast_scale_answers.length) return 'faster-scale';
  return null;
}
