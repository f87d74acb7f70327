import type { AppContext } from '../../platform/context';
import type { ErasureDeclaration } from '../../platform/db/person-tables';
import * as repo from './erasure.repository';

export const erasureDeclaration: ErasureDeclaration = {
  accountability_partners: {
    how: 'cascade',
    note: 'Partner relationships and requests go both ways; requests to their address that no account took are deleted.',
  },
  accountability_sharing: { how: 'cascade' },
  accountability_preferences: { how: 'cascade' },
  sos_alerts: { how: 'cascade', note: "Their alerts go; acknowledged_by (their acknowledgement of another's alert) is set null." },
  sos_recipients: { how: 'cascade', note: 'Both as the alert of theirs and as a recipient of others.' },
};

export function registerAccountabilityErasure(ctx: AppContext) {
  ctx.events.on('accounts.erasing', async (tx, e) => {
    await repo.deleteRequestsToAddress(tx, e.email);
  });
}
