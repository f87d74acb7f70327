import { type Actor, type Decision, refuse } from '../../platform/auth/actor';
import { impersonationTexts as t } from '@holdfast/shared/admin';

/** Only an impersonation session ends itself (POST admin/impersonation/end, made with the session's own token). */
export const canEndImpersonation = (actor: Actor): Decision => actor.impersonatorId !== null || refuse(t.notImpersonating);
