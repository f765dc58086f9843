export * from './jobCart';
