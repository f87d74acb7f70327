import { groupsWebPaths as web, type GroupDetail } from '@holdfast/shared/groups';

/**
 * The premium group guards (spec 2 section 4.5): the owner and co-leaders always enter, but while
 * the group has not started they are sent to premium group management; any other member needs a
 * completed pre-payment or a subscription, else goes to /small-groups. Null: stay on the page.
 */
export function premiumGroupRedirect(
  group: Pick<GroupDetail, 'id' | 'group_type' | 'premium_group_status' | 'is_admin' | 'my_membership'>,
): string | null {
  if (group.group_type !== 'premium_groups') return null;
  if (group.is_admin) {
    const started = group.premium_group_status === 'started' || group.premium_group_status === 'completed';
    return started ? null : web.premiumGroupManagement(group.id);
  }
  const paid = group.my_membership?.premium_group_status;
  return paid === 'pre-payment-completed' || paid === 'subscription-created' ? null : web.smallGroups;
}
