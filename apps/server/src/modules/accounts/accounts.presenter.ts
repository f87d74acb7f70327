import type { ChangeEmailRequest, User } from '@holdfast/shared/accounts';
import type { ProfileRow, UserRow } from './accounts.repository';
import { isoInstantOrNull } from '../../platform/db/instant';

/** What leaves the server about a user: never the password hash or token data. */
export function presentUser(
  user: UserRow,
  profile: ProfileRow | null,
  roles: readonly string[],
  tags: readonly { id: number; name: string }[],
  /** A signed link to the avatar (made by the service for the viewer), or null. */
  avatarUrl: string | null = null,
): User {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    verified_on: isoInstantOrNull(user.verifiedOn),
    configurationComplete: user.configurationComplete,
    wp_password_mapped: user.wpPasswordMapped,
    roles: roles.map((name) => ({ name })),
    profile: profile
      ? {
          first_name: profile.firstName,
          middle_name: profile.middleName,
          last_name: profile.lastName,
          display_name: profile.displayName,
          biography: profile.biography,
          gender: profile.gender,
          dob: profile.dob,
          age: profile.age,
          country_id: profile.countryId,
          timezone_id: profile.timezoneId,
          is_married: profile.isMarried,
          is_student: profile.isStudent,
          is_leader: profile.isLeader,
          church: profile.church,
          zip_code: profile.zipCode,
          is_anonymous: profile.isAnonymous,
          needs_accountability: profile.needsAccountability,
          tag_ids: profile.tagIds,
          community_tags: [...tags],
          profile_icon: profile.profileIcon ? avatarUrl : null,
          is_suspended: user.suspendedAt !== null,
          community_agreement_accepted: profile.communityAgreementAccepted,
        }
      : null,
  };
}

export function presentChangeEmailRequest(r: { id: number; email: string; createdAt: Date }): ChangeEmailRequest {
  return { id: r.id, email: r.email, created_at: r.createdAt.toISOString() };
}
