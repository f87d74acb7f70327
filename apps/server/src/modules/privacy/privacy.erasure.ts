import type { ErasureDeclaration } from '../../platform/db/person-tables';

export const erasureDeclaration: ErasureDeclaration = {
  privacy_settings: { how: 'cascade', note: 'Discreet mode.' },
};
