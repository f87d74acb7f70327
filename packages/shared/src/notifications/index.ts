export * from './notifications.constants';
export * from './notifications.contract';
export * from './notifications.events';
export * from './notifications.rules';
export * from './notifications.texts';
export * from './notifications.target';
export * from './notifications.paths';
