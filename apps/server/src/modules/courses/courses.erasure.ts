import type { ErasureDeclaration } from '../../platform/db/person-tables';

/** Course progress and answers go with the account; payments are kept without the link. */
export const erasureDeclaration: ErasureDeclaration = {
  user_courses: { how: 'cascade' },
  lesson_item_progress: { how: 'cascade', note: 'Course progress.' },
  panel_answers: { how: 'cascade', note: 'Panel answers.' },
  video_events: { how: 'cascade' },
  scholarships: { how: 'cascade', note: 'reviewed_by (an admin who reviewed others) is set null.' },
  course_setup_intents: { how: 'cascade' },
  course_payments: {
    how: 'kept',
    reason:
      'A payment record a business must keep for its accounts and taxes (amount, date, provider, transaction id, course; no name, address or content), kept without the link to the person',
    columns: ['user_id'],
  },
};
