export * from './bootData';
export * from './domainSettings';
export * from './session';
