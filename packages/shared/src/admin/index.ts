export * from './admin.contract';
export * from './admin.texts';
export * from './admin.paths';
export * from './queue.contract';
export * from './queue.texts';
export * from './queue.paths';
