export * from './searchQuery';
export * from './searchResponse';
export * from './suggestions';
