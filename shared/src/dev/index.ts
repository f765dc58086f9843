export { startDevPage } from './startDevPage';
export type { DevEntry, DevLifecycles, DevPage, DevWidget } from './DevEntry';
