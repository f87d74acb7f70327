import { displayNameOf } from '@holdfast/shared/accountability';
import { initials } from '@holdfast/shared/common';
import type { AudienceEntry } from '@holdfast/shared/privacy';
import type { OwnerGrant } from '../../platform/consent/consent';
import type { SignAvatar } from '../../platform/resources/avatar-links';
import type { NamedPerson } from '../accounts';

/** One person of the audience: who (as the member sees them), what they see in all, and through which links. */
export function presentAudienceEntry(
  person: NamedPerson,
  grant: OwnerGrant,
  groupNames: ReadonlyMap<number, string>,
  sign: SignAvatar,
): AudienceEntry {
  const isGroup = (via: string) => via === 'group' || via === 'group_chat';
  return {
    person: {
      id: person.id,
      username: person.username,
      display_name: displayNameOf(person),
      initials: initials(person),
      profile_icon: person.profile_icon ? sign(person.profile_icon) : null,
      email: null,
    },
    sees: { ...grant.sharing },
    links: grant.grants.map((g) => ({
      via: g.via,
      context_id: g.contextId,
      group_name: isGroup(g.via) ? (groupNames.get(g.contextId) ?? null) : null,
      sees: { ...g.sharing, faster: g.sharing.faster && g.sharing.check_ins },
    })),
  };
}
