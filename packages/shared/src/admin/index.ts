export * from './admin.contract';
export * from './admin.texts';
