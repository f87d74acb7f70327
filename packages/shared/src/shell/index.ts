export * from './shell.rules';
