import type { Actor, Decision } from '../../platform/auth/actor';
import { canEditReference } from '../reference';

/**
 * The console's content (system configs, reference data, dynamic forms, community content): an
 * ff_admin (the reference area's editors) signed in as themselves, never through an impersonation session.
 */
export const canEditContent = (actor: Actor): Decision => canEditReference(actor) === true && actor.impersonatorId === null;
