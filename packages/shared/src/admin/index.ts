export * from './admin.contract';
export * from './admin.texts';
export * from './admin.paths';
