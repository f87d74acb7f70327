/** Query keys of the account settings the accounts feature alone reads. */
export const accountsKeys = {
  all: ['accounts'] as const,
  sessions: () => [...accountsKeys.all, 'sessions'] as const,
  pushDevices: () => [...accountsKeys.all, 'push-devices'] as const,
  appLock: () => [...accountsKeys.all, 'app-lock'] as const,
};
