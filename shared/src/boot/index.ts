export { readBoot } from './readBoot';
export { readCsrfMeta } from './readCsrfMeta';
export { readCspNonce } from './readCspNonce';
export type * from './types';
