import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberPremiumStatus, PremiumGroupStatus } from '@holdfast/shared/groups';
import { groupDetail } from '@/test/groups';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { GroupInfoPage } from '../pages/group-info-page';
import { MemberProgressPage } from '../pages/member-progress-page';
import { premiumGroupRedirect } from './premium-guard';

const premium = (
  groupStatus: PremiumGroupStatus,
  mine: { role: 'owner' | 'group-leader' | 'member'; status: MemberPremiumStatus | null },
) =>
  groupDetail({
    id: 7,
    group_type: 'premium_groups',
    premium_group_status: groupStatus,
    is_admin: mine.role !== 'member',
    my_membership: {
      id: 30,
      role_type: mine.role,
      request_status: 'accepted',
      is_sharing_data: false,
      premium_group_status: mine.status,
      premium_group_application_id: mine.role === 'member' ? 9 : null,
    },
  });

describe('premium group guards (spec 4.5)', () => {
  it('sends leaders of a group not yet started to management, and lets them in once started', () => {
    for (const role of ['owner', 'group-leader'] as const) {
      expect(premiumGroupRedirect(premium('pending', { role, status: null }))).toBe('/leaders-portal/7/premium-group-management');
      expect(premiumGroupRedirect(premium('launch-pending', { role, status: null }))).toBe('/leaders-portal/7/premium-group-management');
      expect(premiumGroupRedirect(premium('started', { role, status: null }))).toBeNull();
      expect(premiumGroupRedirect(premium('completed', { role, status: null }))).toBeNull();
    }
  });

  it('lets in only members who pre-paid or subscribed', () => {
    for (const status of ['pre-payment-completed', 'subscription-created'] as const)
      expect(premiumGroupRedirect(premium('started', { role: 'member', status }))).toBeNull();
    for (const status of ['applied', 'in-review', 'accepted', 'rejected', null] as const)
      expect(premiumGroupRedirect(premium('started', { role: 'member', status }))).toBe('/small-groups');
  });

  it('leaves standard groups alone', () => {
    expect(premiumGroupRedirect(groupDetail({ is_admin: false, my_membership: null }))).toBeNull();
  });

  it('a member who has not paid opening the group is sent to /small-groups', async () => {
    signIn();
    mockApi({ 'GET groups/7': [200, premium('started', { role: 'member', status: 'accepted' })] });
    const { router } = renderRoutes(
      [
        { path: '/small-groups/:groupId/info', element: <GroupInfoPage /> },
        { path: '/small-groups', element: <p>Small groups</p> },
      ],
      '/small-groups/7/info',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/small-groups'));
    expect(await screen.findByText('Small groups')).toBeInTheDocument();
  });

  it('the leader of a premium group not yet started is sent from member progress to management', async () => {
    signIn();
    const spy = mockApi({ 'GET groups/7': [200, premium('pending', { role: 'owner', status: null })] });
    const { router } = renderRoutes(
      [
        { path: '/leaders-portal/:groupId/member-progress', element: <MemberProgressPage /> },
        { path: '/leaders-portal/:groupId/premium-group-management', element: <p>Management</p> },
      ],
      '/leaders-portal/7/member-progress',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaders-portal/7/premium-group-management'));
    // The members' progress was never asked for.
    expect(spy.mock.calls.some(([url]) => String(url).includes('/progress'))).toBe(false);
  });
});
