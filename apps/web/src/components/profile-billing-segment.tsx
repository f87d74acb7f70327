import { SegmentedControl } from '@mantine/core';
import { useNavigate } from 'react-router';
import { coachBillingTexts as t, coachingWebPaths } from '@holdfast/shared/coaching';
import { canSeeBilling } from '@holdfast/shared/shell';
import { useProfile } from '@/lib/api/get-profile';
import { currentPlatform } from '@/lib/platform';
import { toShellUser } from '@/lib/shell-user';

/**
 * Profile | Billing on /profile and /billing-info (spec 3 "Coach billing"): only an accepted coach
 * on the web or Android sees it (canSeeBilling, as the avatar menu's Billing).
 */
export function ProfileBillingSegment({ value }: { value: 'profile' | 'billing' }) {
  const profile = useProfile();
  const navigate = useNavigate();
  if (!canSeeBilling(toShellUser(profile.data), currentPlatform())) return null;
  return (
    <SegmentedControl
      aria-label={`${t.profile} or ${t.billingTitle}`}
      value={value}
      onChange={(next) => void navigate(next === 'billing' ? coachingWebPaths.billing : '/profile')}
      data={[
        { value: 'profile', label: t.profile },
        { value: 'billing', label: t.billingTitle },
      ]}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
