import type { Actor, Decision } from '../../platform/auth/actor';
import type { Db } from '../../platform/db/client';

/**
 * What messaging asks of the community area (its gate: the feature flag, the agreement accepted and,
 * for women, approved access; spec 3 sections 4 and 6). The community area gives it as the answer
 * 'community.gate' (platform/answers), so messaging never imports the community (which imports
 * messaging's blocks).
 */
export interface CommunityGate {
  /** The caller's own gate, with the community's reason when refused (403 and its code). */
  admits(db: Db, actor: Actor): Promise<Decision>;
  /** Whether another person is an eligible community member now (not suspended, through the same gate). */
  isMember(db: Db, userId: number): Promise<boolean>;
  /**
   * The author an anonymous post's handle names, for a caller who sees the post (404 for anyone else
   * and for a guessed handle; the community's author handles). `anonymous`: name them to the caller
   * only as 'Anonymous member'.
   */
  resolveAuthor(actor: Actor, handle: string): Promise<{ userId: number; anonymous: boolean }>;
}
