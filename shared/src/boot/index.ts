export { readBoot } from './readBoot';
export { readCsrfMeta } from './readCsrfMeta';
export type * from './types';
