import type { ShareKind } from '../accountability/accountability.constants';

/** What the coach's reads and the habit tracker answer (Holdfast's texts; the spec shows none). */
export const coachReadsTexts = {
  /** A read of one client's kind that the client switched off (403). */
  notShared: {
    check_ins: 'This client does not share their check-ins with you',
    crash_reports: 'This client does not share their crash reports with you',
    faster: 'This client does not share their FASTER answers with you',
    streaks: 'This client does not share their streaks with you',
  } satisfies Record<ShareKind, string>,
  /** A habit answer that names no question of the habit form (422). */
  notAHabitQuestion: 'This question is not part of the habit tracker',
  /** The same question answered twice in one submission (422). */
  habitQuestionTwice: 'Each question can be answered once',
} as const;
