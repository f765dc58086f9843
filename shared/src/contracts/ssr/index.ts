export type * from './serverRender';
