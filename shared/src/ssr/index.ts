export { renderWithStyles } from './renderWithStyles';
export { renderRemotePage, type RemotePageRender } from './renderRemotePage';
export { registerEveryLocale } from './registerEveryLocale';
