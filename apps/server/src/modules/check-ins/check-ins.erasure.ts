import type { ErasureDeclaration } from '../../platform/db/person-tables';

/** Everything of check-ins is the person's own and goes with the account (no reaction needed). */
export const erasureDeclaration: ErasureDeclaration = {
  checkins: { how: 'cascade' },
  checkin_emotions: { how: 'cascade' },
  checkin_faster_answers: { how: 'cascade' },
  trigger_answers: { how: 'cascade', note: 'Crash reports and their answers.' },
  weekly_submissions: { how: 'cascade', note: 'Weekly answers.' },
  member_offsets: { how: 'cascade' },
  purity_streak_overrides: { how: 'cascade' },
  check_in_expiry: { how: 'cascade', note: 'The auto-expiry choice.' },
};
