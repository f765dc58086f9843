import { breakpoints, mq } from '@careers/shared/theme';

/** Spec §9 screen classes: below 600 px is a phone. */
export const TABLET_UP_QUERY = mq.tabletUp;

/** Spec §9: results and details side by side from the desktop breakpoint (1024 px) up. */
const TWO_PANE_MIN_PX = breakpoints.desktop;

/**
 * Side by side needs 1024 px for the page itself: with the chat panel beside it (which takes
 * `chatWidth` px from the page above 992 px), the window must be that much wider. Bare (no `@media`): the page
 * puts it in its styles as well as asking useMediaQuery.
 */
export const twoPaneQuery = (chatWidth: number): string => `(min-width: ${TWO_PANE_MIN_PX + chatWidth}px)`;
