export * from './accounts.contract';
export * from './accounts.texts';
