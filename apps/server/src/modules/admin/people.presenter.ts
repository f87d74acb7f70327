import type { AdminPerson, AdminPersonContent, AdminPersonSummary } from '@holdfast/shared/admin';
import { isoInstant, isoInstantOrNull } from '../../platform/db/instant';
import type { AdminAccountRow, AdminPersonRow } from '../accounts';

export function presentPersonSummary(row: AdminPersonRow): AdminPersonSummary {
  return {
    id: Number(row.id),
    email: row.email,
    username: row.username,
    display_name: row.display_name,
    roles: row.roles,
    verified: row.verified_on !== null,
    suspended: row.suspended_at !== null,
    created_at: isoInstant(row.created_at),
  };
}

/** Account state always; `content` only when given (an ff_admin's read). */
export function presentPerson(row: AdminAccountRow, content?: AdminPersonContent): AdminPerson {
  return {
    id: Number(row.id),
    email: row.email,
    username: row.username,
    display_name: row.display_name,
    created_at: isoInstant(row.created_at),
    roles: row.roles,
    account: {
      verified_on: isoInstantOrNull(row.verified_on),
      suspended_at: isoInstantOrNull(row.suspended_at),
      configuration_complete: row.configuration_complete,
      active_sessions: Number(row.active_sessions),
      last_seen_at: isoInstantOrNull(row.last_seen_at),
    },
    ...(content ? { content } : {}),
  };
}
