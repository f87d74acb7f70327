import type { AppContext } from '../../platform/context';
import type { ErasureDeclaration } from '../../platform/db/person-tables';
import * as repo from './erasure.repository';

const PAYMENT_RECORD =
  'A payment record a business must keep for its accounts and taxes (amount, date, provider, transaction id; no name, address or content), kept without the link to the person';

export const erasureDeclaration: ErasureDeclaration = {
  premium_applications: {
    how: 'cascade',
    note: 'Their applications go (a guest application with their address too); placed_by is set null.',
  },
  premium_application_otps: { how: 'cascade', note: 'With their application.' },
  premium_payments: { how: 'kept', reason: PAYMENT_RECORD, columns: ['user_id'] },
  premium_leave_charges: { how: 'kept', reason: PAYMENT_RECORD, columns: ['user_id'] },
};

export function registerPremiumGroupsErasure(ctx: AppContext) {
  ctx.events.on('accounts.erasing', async (tx, e) => {
    await repo.deleteGuestApplicationsOf(tx, e.email);
  });
}
