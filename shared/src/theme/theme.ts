import { DEFAULT_SECTIONS } from './defaultThemeDocuments';
import { mq } from './mq';
import { breakpoints, colors, gutters, layout, radii, spacing, typography, zIndex } from './tokens';

/**
 * The default careers theme: every token plus the media queries, as `styled` sees it on `props.theme`. `sections`
 * holds the theme builder's tokens (themeFields.ts) for the parts that have their own (navbar, tabs, cards …); a
 * published theme replaces them and the shared tokens derived from them (themeFromDocument.ts).
 */
export const theme = { breakpoints, gutters, layout, colors, typography, radii, spacing, zIndex, mq, sections: DEFAULT_SECTIONS };
