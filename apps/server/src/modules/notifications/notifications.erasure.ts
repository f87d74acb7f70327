import type { ErasureDeclaration } from '../../platform/db/person-tables';

export const erasureDeclaration: ErasureDeclaration = {
  notifications: { how: 'cascade' },
};
