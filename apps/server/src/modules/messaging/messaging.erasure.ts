import type { AppContext } from '../../platform/context';
import type { ErasureDeclaration } from '../../platform/db/person-tables';
import * as repo from './erasure.repository';

export const erasureDeclaration: ErasureDeclaration = {
  messages: {
    how: 'anonymised',
    columns: ['from_user_id'],
    note: "Their messages stay for the others in the conversation as 'Deleted member'; their check-in and crash report cards go (the records go too).",
  },
  conversations: {
    how: 'anonymised',
    columns: ['user_a', 'user_b'],
    note: "The conversation stays for the other side; its key (which names both ids) becomes 'erased:<conversation id>'.",
  },
  conversation_members: { how: 'cascade' },
  messaging_requests: { how: 'cascade', note: 'Both ways.' },
  message_blocks: { how: 'cascade', note: 'Both ways.' },
};

export function registerMessagingErasure(ctx: AppContext) {
  ctx.events.on('accounts.erasing', async (tx, e) => {
    await repo.deleteRecordCardsOf(tx, e.userId);
    await repo.unlinkConversationsOf(tx, e.userId);
  });
}
