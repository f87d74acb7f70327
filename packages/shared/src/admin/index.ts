export * from './admin.contract';
export * from './admin.texts';
export * from './admin.paths';
export * from './people.contract';
export * from './people.texts';
export * from './people.paths';
