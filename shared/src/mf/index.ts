export { createLifecycles } from './createLifecycles';
export type { LifecyclesOptions } from './createLifecycles';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { RemoteFallback } from './RemoteFallback';
export type { RemoteFallbackProps } from './RemoteFallback';
export type { RemoteProps } from './RemoteProps';
export { PageHeading } from './PageHeading';
