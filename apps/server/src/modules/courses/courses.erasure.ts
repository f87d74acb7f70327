import type { AppContext } from '../../platform/context';
import type { ErasureDeclaration } from '../../platform/db/person-tables';
import { listCustomersOf } from './courses.repository';

/** Course progress and answers go with the account; payments are kept without the link. */
export const erasureDeclaration: ErasureDeclaration = {
  user_courses: { how: 'cascade' },
  lesson_item_progress: { how: 'cascade', note: 'Course progress.' },
  panel_answers: { how: 'cascade', note: 'Panel answers.' },
  video_events: { how: 'cascade' },
  scholarships: { how: 'cascade', note: 'reviewed_by (an admin who reviewed others) is set null.' },
  course_setup_intents: { how: 'cascade', note: 'The provider customers they name are deleted at the provider by a job first.' },
  course_payments: {
    how: 'kept',
    reason:
      'A payment record a business must keep for its accounts and taxes (amount, date, provider, transaction id, course; no name, address or content), kept without the link to the person',
    columns: ['user_id'],
  },
};

/**
 * The provider customers the person's course purchases made (Stripe's, with the card saved and any
 * course subscription) are deleted at the provider by the erasure's job; the payment records stay
 * without the link (above).
 */
export function registerCoursesErasure(ctx: AppContext) {
  ctx.events.on('accounts.erasing', async (tx, e) => {
    e.deleteCustomers(await listCustomersOf(tx, e.userId), 'payments');
  });
}
