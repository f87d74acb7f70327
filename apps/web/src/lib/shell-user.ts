import type { User } from '@holdfast/shared/accounts';
import type { ShellUser } from '@holdfast/shared/shell';

/** The shell rules work on a small view of the user; this maps the API's User onto it. */
export function toShellUser(user: User | null | undefined): ShellUser | null {
  if (!user) return null;
  return {
    isVerified: user.verified_on !== null,
    hasProfile: user.profile !== null,
    isWpPasswordMapped: user.wp_password_mapped,
    isSuspended: user.profile?.is_suspended ?? false,
    gender: user.profile?.gender ?? null,
    roles: user.roles.map((r) => r.name),
  };
}
