export * from './savedSearches';
