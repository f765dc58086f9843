import type { theme } from './theme';

export type CareersTheme = typeof theme;

// Lets `styled` and `css` callbacks see the tokens on `theme` without casts.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface Theme extends CareersTheme {}
}
