export * from './assistant';
