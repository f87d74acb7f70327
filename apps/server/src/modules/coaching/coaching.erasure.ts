import { erasureTexts } from '@holdfast/shared/erasure';
import type { AppContext } from '../../platform/context';
import type { ErasureDeclaration } from '../../platform/db/person-tables';
import * as repo from './erasure.repository';

const t = erasureTexts.notices;

export const erasureDeclaration: ErasureDeclaration = {
  coaches: {
    how: 'cascade',
    note: "A coach's row goes with the account (invited_by set null); an invitation to their address no account took is deleted; the billing customer is deleted at the provider by a job; their clients are told.",
  },
  coach_users: {
    how: 'cascade',
    note: "Coach links end both ways (a client's own row, or every row of an erased coach); unanswered invitations to their address are deleted; the other side is told.",
  },
  coach_notes: {
    how: 'cascade',
    note: 'Notes a coach wrote about the person go with the coach link (coach_users), and so do the notes an erased coach wrote.',
  },
  coach_resources: { how: 'cascade', note: "An erased coach's resources go with the coach row; their stored files are deleted by a job." },
  habit_submissions: { how: 'cascade' },
  habit_answers: { how: 'cascade', note: 'With their habit submission.' },
};

/** Coach links end, the other side is told; an erased coach's files and billing customer go through jobs. */
export function registerCoachingErasure(ctx: AppContext) {
  ctx.events.on('accounts.erasing', async (tx, e) => {
    const asCoach = await repo.coachSideOf(tx, e.userId);
    if (asCoach) {
      e.deleteFiles(asCoach.fileKeys);
      e.deleteCustomers([asCoach.customerId]);
      for (const userId of asCoach.clientIds)
        e.tell({
          userId,
          notification: { title: t.coachGoneTitle, message: t.coachGone, meta: { type: 'coaching.coach-erased', target: '/dashboard' } },
        });
    }
    for (const userId of await repo.coachesOfClient(tx, e.userId))
      e.tell({
        userId,
        notification: {
          title: t.clientGoneTitle,
          message: t.clientGone,
          meta: { type: 'coaching.client-erased', target: '/coaching-center' },
        },
      });
    await repo.deleteInvitedRowsOf(tx, e.email);
  });
}
