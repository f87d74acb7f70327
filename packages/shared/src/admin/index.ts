export * from './admin.contract';
export * from './admin.texts';
export * from './admin.paths';
export * from './configs.contract';
export * from './configs.texts';
export * from './configs.paths';
