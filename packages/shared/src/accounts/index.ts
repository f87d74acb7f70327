export * from './accounts.constants';
export * from './accounts.contract';
export * from './accounts.texts';
export * from './accounts.paths';
export * from './settings.contract';
export * from './accounts.rules';
