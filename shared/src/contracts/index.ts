// The API contracts as types, for browser code: `import type { SearchResponse } from '@careers/shared/contracts'`.
// Type-only on purpose: the schemas (and TypeBox) are the server's, which imports the area folders by
// path; a remote's bundle carries none of it. This subpath is no federation singleton either
// (shared/federation.cjs): there is nothing in it to share at run time.
export type * from './alerts';
export type * from './account';
export type * from './assistant';
export type * from './auth';
export type * from './boot';
export type * from './dashboard';
export type * from './forms';
export type * from './jobCart';
export type * from './notifications';
export type * from './offers';
export type * from './positions';
export type * from './positionsImport';
export type * from './profile';
export type * from './savedSearches';
export type * from './search';
export type * from './ssr';
export type * from './theme';
