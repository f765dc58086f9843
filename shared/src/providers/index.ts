// The provider stack of a remote root, apart from @careers/shared/mf so a widget that only renders
// (the embedded bell) does not download single-spa-react with the lifecycles helper.
export { RemoteProviders } from './RemoteProviders';
export type { RemoteProvidersProps } from './RemoteProviders';
