export * from './admin.contract';
export * from './admin.texts';
export * from './admin.paths';
export * from './impersonation.texts';
export * from './impersonation.contract';
export * from './audit-log.texts';
export * from './audit-log.contract';
