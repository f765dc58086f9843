import { mq } from './mq';
import { breakpoints, colors, gutters, layout, radii, spacing, typography, zIndex } from './tokens';

/** The default careers theme: every token plus the media queries, as `styled` sees it on `props.theme`. */
export const theme = { breakpoints, gutters, layout, colors, typography, radii, spacing, zIndex, mq };
