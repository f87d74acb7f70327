export * from './check-ins.constants';
export * from './check-ins.days';
export * from './check-ins.streaks';
export * from './check-ins.analytics';
export * from './check-ins.faster';
export * from './check-ins.texts';
export * from './check-ins.contract';
