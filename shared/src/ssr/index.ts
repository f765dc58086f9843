export { renderWithStyles } from './renderWithStyles';
export { renderRemotePage, type RemotePageRender } from './renderRemotePage';
