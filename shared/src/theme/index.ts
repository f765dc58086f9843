export { theme } from './theme';
export type { CareersTheme } from './CareersTheme';
export { mq } from './mq';
export { themeOf } from './themeOf';
export { gutterStyles } from './gutterStyles';
export { breakpoints, colors, gutters, layout, radii, spacing, typography, zIndex } from './tokens';
export { CareersThemeProvider } from './CareersThemeProvider';
export { STYLE_CACHE_KEY, StyleCacheProvider } from './StyleCacheProvider';
