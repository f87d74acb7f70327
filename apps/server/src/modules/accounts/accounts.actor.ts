/** The signed-in caller, as every service sees it. */
export interface Actor {
  userId: number;
  roles: readonly string[];
  isVerified: boolean;
  tokenId: number;
  /** Set when an ff_admin is acting as this user through an impersonation login. */
  impersonatorId: number | null;
}

export function actorHasRole(actor: Actor, ...names: string[]) {
  return names.some((n) => actor.roles.includes(n));
}
