import { displayNameOf, type PersonSummary } from '@holdfast/shared/accountability';
import { initials } from '@holdfast/shared/common';
import { erasureTexts } from '@holdfast/shared/erasure';
import { messagingTexts, type Message, type MessagingRequest, type UnreadItem } from '@holdfast/shared/messaging';
import type { NamedPerson } from '../accounts';
import type { UnreadRow } from './chat-list.repository';
import type { MessageRow } from './messages.repository';
import type { RequestRow } from './requests.repository';
import { isoInstant } from '../../platform/db/instant';

/** Makes a viewer's signed avatar link from a stored file key. */
export type SignAvatar = (key: string) => string;

export function presentPerson(p: NamedPerson, sign: SignAvatar): PersonSummary {
  return {
    id: Number(p.id),
    username: p.username,
    display_name: displayNameOf({ ...p, email: null }),
    initials: initials(p),
    profile_icon: p.profile_icon ? sign(p.profile_icon) : null,
    email: null,
  };
}

/** The sender of a message whose author's account was erased (from_user_id set null): no id, no picture. */
export const DELETED_MEMBER: PersonSummary = {
  id: 0,
  username: '',
  display_name: erasureTexts.deletedMember,
  initials: 'DM',
  profile_icon: null,
  email: null,
};

export function presentMessage(row: MessageRow, sign: SignAvatar): Message {
  const from = row.from_user_id === null ? null : Number(row.from_user_id);
  // A member's message with no sender is an erased account's: it stays, as 'Deleted member'.
  const deleted = from === null && row.message_type === 'message';
  return {
    id: Number(row.id),
    conversation_id: Number(row.conversation_id),
    message: row.message,
    message_type: row.message_type,
    messaged_on: isoInstant(row.created_at),
    from_user: from,
    user: deleted ? DELETED_MEMBER : from === null ? null : presentPerson({ ...row, id: from }, sign),
    content: row.content ?? null,
    client_id: row.client_id ?? null,
  };
}

export function presentUnread(row: UnreadRow, sign: SignAvatar): UnreadItem {
  const groupId = row.group_id === null ? null : Number(row.group_id);
  const otherId = row.other_id === null ? null : Number(row.other_id);
  const chat: UnreadItem['chat'] =
    row.kind === 'partner'
      ? { type: 'partner', partner_id: Number(row.partner_id) }
      : row.kind === 'group'
        ? { type: 'group', group_id: groupId! }
        : row.kind === 'group-member'
          ? { type: 'group-member', group_id: groupId!, member_id: Number(row.member_id) }
          : row.kind === 'coach'
            ? {
                type: row.as_coach ? 'coach-user' : 'coach-client',
                coach_id: Number(row.coach_id),
                coach_user_id: Number(row.coach_user_id),
              }
            : { type: 'community', user_id: otherId! };
  const person =
    otherId === null
      ? null
      : presentPerson(
          {
            id: otherId,
            username: row.other_username,
            display_name: row.other_display_name,
            first_name: row.other_first_name,
            last_name: row.other_last_name,
            profile_icon: row.other_profile_icon,
          },
          sign,
        );
  // A card's preview names no one and tells nothing of it (who may see it is decided when the chat is read: cards.ts).
  const card = row.last_type === 'check-in submit' || row.last_type === 'trigger submit';
  const from = row.last_from === null || card ? null : Number(row.last_from);
  const preview = card
    ? row.last_type === 'check-in submit'
      ? messagingTexts.cardWithheld.checkIn
      : messagingTexts.cardWithheld.crashReport
    : (row.last_preview ?? '');
  return {
    conversation_id: Number(row.id),
    title: person?.display_name ?? row.group_name ?? '',
    person,
    group_name: row.group_name,
    last_message:
      row.last_id === null
        ? null
        : {
            id: Number(row.last_id),
            preview,
            message_type: row.last_type!,
            messaged_on: isoInstant(row.last_at!),
            from_user: from,
            sender_name:
              from === null
                ? null
                : displayNameOf({
                    display_name: row.last_display_name,
                    first_name: row.last_first_name,
                    last_name: row.last_last_name,
                    username: row.last_username,
                  }),
          },
    chat,
    user_type: row.kind === 'group' ? 'group' : 'user',
    user_id: otherId,
    group_id: groupId,
    unread_count: Number(row.unread_count),
    messaged_on: row.last_message_at ? isoInstant(row.last_message_at) : null,
  };
}

/**
 * The other person of a request asked through an anonymous post, as its requester sees them until
 * the recipient accepts: 'Anonymous member', nothing that names or pictures them.
 */
export const ANONYMOUS_SUMMARY: PersonSummary = {
  id: null,
  username: null,
  display_name: 'Anonymous member',
  initials: '',
  profile_icon: null,
  email: null,
};

/** Whether `viewerId` must not learn who the other party of this request is (see messagingRequestSchema's through_anonymous_post). */
export const hidesRecipientFrom = (row: Pick<RequestRow, 'to_user_hidden' | 'request_status' | 'from_user_id'>, viewerId: number) =>
  !!row.to_user_hidden && row.request_status !== 'accepted' && Number(row.from_user_id) === viewerId;

/**
 * A request as `viewerId` sees it. `hideOther`: the caller reached the other person through an
 * anonymous post (an older request between them is answered without naming them either).
 */
export function presentRequest(
  row: RequestRow,
  people: Map<number, NamedPerson>,
  sign: SignAvatar,
  viewerId: number,
  hideOther = false,
): MessagingRequest {
  const person = (id: number) =>
    presentPerson(
      people.get(id) ?? { id, username: null, display_name: null, first_name: null, last_name: null, profile_icon: null },
      sign,
    );
  const from = Number(row.from_user_id);
  const to = Number(row.to_user_id);
  const hidden = hidesRecipientFrom(row, viewerId) || hideOther;
  const hide = (id: number) => hidden && id !== viewerId;
  return {
    id: Number(row.id),
    from_user_id: hide(from) ? 0 : from,
    to_user_id: hide(to) ? 0 : to,
    from_user: hide(from) ? ANONYMOUS_SUMMARY : person(from),
    to_user: hide(to) ? ANONYMOUS_SUMMARY : person(to),
    user_type: row.user_type,
    request_status: row.request_status,
    from_user_archived: !!row.from_user_archived,
    to_user_archived: !!row.to_user_archived,
    accountability_id: row.accountability_id === null ? null : Number(row.accountability_id),
    member_id: row.member_id === null ? null : Number(row.member_id),
    through_anonymous_post: !!row.to_user_hidden,
    created_at: isoInstant(row.created_at),
  };
}
