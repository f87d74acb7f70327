import type { ErasureDeclaration } from '../../platform/db/person-tables';

export const erasureDeclaration: ErasureDeclaration = {
  device_tokens: { how: 'cascade', note: 'Device tokens and push subscriptions.' },
};
