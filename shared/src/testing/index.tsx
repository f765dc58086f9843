export { createFakeTransport } from './createFakeTransport';
export type { FakeHandler, FakeRequest, FakeTransport } from './createFakeTransport';
export { makeBootData } from './makeBootData';
export type { DeepPartial } from './makeBootData';
export { renderWithProviders } from './renderWithProviders';
export type { RenderWithProvidersOptions } from './renderWithProviders';
export { LINEAR_GROWTH, workGrowth } from './workGrowth';
export { makeRemoteProps } from './makeRemoteProps';
export { recordShownToasts } from './recordShownToasts';
