export * from './positionsImport';
