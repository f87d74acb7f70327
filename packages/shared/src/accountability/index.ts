export * from './accountability.constants';
export * from './accountability.contract';
export * from './accountability.events';
export * from './accountability.notifications';
export * from './accountability.paths';
export * from './accountability.rules';
export * from './accountability.texts';
export * from './invitations.contract';
