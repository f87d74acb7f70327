import type { AppContext } from '../../platform/context';
import type { ErasureDeclaration } from '../../platform/db/person-tables';
import * as repo from './erasure.repository';

export const erasureDeclaration: ErasureDeclaration = {
  community_agreements: { how: 'cascade' },
  community_member_status: { how: 'cascade', note: 'decided_by (an admin who decided on others) is set null.' },
  community_mutes: { how: 'cascade', note: 'Both ways.' },
  community_thread_views: { how: 'cascade' },
  community_watches: { how: 'cascade' },
  community_threads: {
    how: 'anonymised',
    columns: ['user_id'],
    note: "Threads stay for the others as 'Deleted member' (author_handle is random per post, not the person's).",
  },
  community_replies: {
    how: 'anonymised',
    columns: ['user_id'],
    note: "Replies stay for the others as 'Deleted member'; a flagged one's words are also kept as moderation evidence for 90 days.",
  },
  community_reactions: { how: 'anonymised', columns: ['user_id'], note: 'Reactions count on, anonymous.' },
  community_flags: {
    how: 'anonymised',
    columns: ['user_id'],
    note: "Their flags of others' replies count on, anonymous; resolved_by is set null.",
  },
  community_user_flags: {
    how: 'cascade',
    note: 'Flags about the person go with them, their reasons kept as moderation evidence for 90 days (erasure_evidence, no id); flags they raised count on with flagged_by set null.',
  },
};

/** Moderation evidence: a flagged reply's words and the reasons of flags about the person, kept 90 days without their id. */
export function registerCommunityErasure(ctx: AppContext) {
  ctx.events.on('accounts.erasing', async (tx, e) => {
    for (const reply of await repo.flaggedRepliesOf(tx, e.userId))
      e.keepEvidence({ subject: 'reply', replyId: Number(reply.id), text: reply.reply_text, reasons: reply.reasons });
    const reasons = await repo.flagReasonsAbout(tx, e.userId);
    if (reasons.length) e.keepEvidence({ subject: 'user', replyId: null, text: null, reasons });
  });
}
