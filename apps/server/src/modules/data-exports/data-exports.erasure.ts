import type { AppContext } from '../../platform/context';
import type { ErasureDeclaration } from '../../platform/db/person-tables';
import { fileKeysOf } from './data-exports.repository';

export const erasureDeclaration: ErasureDeclaration = {
  data_exports: { how: 'cascade', note: 'The rows go with the account; their ZIP files are deleted by a job.' },
};

/** The person's export ZIPs (ready, expired or revoked but not yet deleted) go by a job once the erasure commits. */
export function registerDataExportsErasure(ctx: AppContext) {
  ctx.events.on('accounts.erasing', async (tx, e) => {
    e.deleteFiles(await fileKeysOf(tx, e.userId));
  });
}
