import type { theme } from './theme';

export type CareersTheme = typeof theme;

// Lets `styled` and `css` callbacks see the tokens on `theme` without casts.
declare module '@emotion/react' {
  export interface Theme extends CareersTheme {}
}
