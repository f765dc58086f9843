export { createVslog } from './createVslog';
export type { Vslog } from './createVslog';
