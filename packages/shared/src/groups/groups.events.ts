import { z } from 'zod';
import { listEvents } from '../realtime/list-events';
import { groupMemberSchema, groupSchema } from './groups.contract';

/**
 * Socket events of the small-groups area (spec 2 section 7.5; gathered in shared/realtime). Each goes
 * to everyone concerned with the item as the receiver sees it, and names the toast of spec 2
 * section 8 (`groupsRealtimeTexts`) the web raises:
 * - `group.created` {item}: I was invited to a group (youWereInvited(item.name));
 * - `group.updated` {item}: a group I am in was renamed or its settings changed, or my own
 *   membership changed (groupUpdated);
 * - `group.removed` {id, name, reason}: `deleted` (groupRemoved) to every member, or `removed`
 *   (youWereRemoved(name)) to the person removed;
 * - `group-member.created` {item, group_id, group_name}: someone was invited (memberInvited), to the
 *   group's admins;
 * - `group-member.updated` {item, group_id, group_name}: a member's role, status or sharing changed
 *   (memberUpdated), to the admins and the member;
 * - `group-member.removed` {id, group_id, group_name}: a member was removed or left (memberRemoved),
 *   to the admins.
 * - `group.sharing-changed` {group_id}: a member turned sharing on or off, left or was removed, so
 *   the check-in cards of the group's chat may read differently: to every accepted member (no toast;
 *   the chat reloads its messages).
 */
const memberContext = { group_id: z.number(), group_name: z.string() };
const groupListEvents = listEvents('group', groupSchema);
const memberListEvents = listEvents('group-member', groupMemberSchema);

export const GROUP_REMOVED_REASONS = ['deleted', 'removed'] as const;
export type GroupRemovedReason = (typeof GROUP_REMOVED_REASONS)[number];

export const groupsEvents = {
  ...groupListEvents,
  'group.removed': groupListEvents['group.removed'].extend({ name: z.string(), reason: z.enum(GROUP_REMOVED_REASONS) }),
  'group-member.created': memberListEvents['group-member.created'].extend(memberContext),
  'group-member.updated': memberListEvents['group-member.updated'].extend(memberContext),
  'group-member.removed': memberListEvents['group-member.removed'].extend(memberContext),
  'group.sharing-changed': z.object({ group_id: z.number() }),
} as const;
