/** A member row about to be deleted: its member left the group, or an admin (`by`) removed them. */
export interface MemberLeaving {
  groupId: number;
  /** The group_members row's id. */
  memberId: number;
  reason: 'left' | 'removed';
  by: number;
}

/** The events of the groups area (platform/events): what other areas may react to. */
declare module '../../platform/events/events' {
  interface AppEvents {
    /** In the leaving or removal transaction, before the row is deleted (premium groups: the leave charge). */
    'groups.member-leaving': MemberLeaving;
  }
}
