export * from './credentials';
