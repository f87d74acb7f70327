import { FASTER_CATEGORIES } from './check-ins.constants';
import type { FasterAnswer } from './check-ins.contract';

/**
 * Tapping a FASTER behaviour (spec 1 section 4): a new one is added at priority 1; tapping one
 * at priority 1 raises it to 2 and drops every other to 1; tapping one at priority 2 removes it.
 */
export function tapFasterEmotion(answers: readonly FasterAnswer[], id: number): FasterAnswer[] {
  const current = answers.find((a) => a.fast_emotion_id === id);
  if (!current) return [...answers, { fast_emotion_id: id, priority: 1 }];
  if (current.priority === 2) return answers.filter((a) => a.fast_emotion_id !== id);
  return answers.map((a) => ({ fast_emotion_id: a.fast_emotion_id, priority: a.fast_emotion_id === id ? 2 : 1 }));
}

/** The priority step: the chosen one becomes 2, all others 1. */
export function choosePriority(answers: readonly FasterAnswer[], id: number): FasterAnswer[] {
  return answers.map((a) => ({ fast_emotion_id: a.fast_emotion_id, priority: a.fast_emotion_id === id ? 2 : 1 }));
}

/** An empty list is sent as null. */
export function toSubmittedAnswers(answers: readonly FasterAnswer[]): FasterAnswer[] | null {
  return answers.length ? [...answers] : null;
}

export function categoryOfFasterEmotion(id: number): number {
  return Math.floor(id / 100);
}

/**
 * The priority step lists only the chosen behaviours of the lowest-level category (the one
 * nearest Relapse) that has any chosen behaviour.
 */
export function priorityCandidates(answers: readonly FasterAnswer[]): number[] {
  if (!answers.length) return [];
  const lowest = Math.max(...answers.map((a) => categoryOfFasterEmotion(a.fast_emotion_id)));
  return answers.filter((a) => categoryOfFasterEmotion(a.fast_emotion_id) === lowest).map((a) => a.fast_emotion_id);
}

/** The highest FASTER category shown on the results page: the furthest along toward Relapse. */
export function highestCategory(answers: readonly FasterAnswer[] | null) {
  if (!answers?.length) return null;
  const id = Math.max(...answers.map((a) => categoryOfFasterEmotion(a.fast_emotion_id)));
  return FASTER_CATEGORIES.find((c) => c.id === id) ?? null;
}
