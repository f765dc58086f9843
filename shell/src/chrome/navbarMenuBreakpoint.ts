import { breakpoints, gutters, spacing } from '@careers/shared/theme';

// Below which width the company's links fold into the Menu. It must be known to CSS before anything is drawn:
// the server renders the navbar and the browser's first render must match it, so no measuring in JavaScript.
// The links, their labels and the login state are in the boot data, so the width they need is estimated from
// their text. The estimate errs wide (DejaVu Sans, the widest of the usual system fonts, measured in Chromium:
// ~10 px a character in bold 16 px, ~11.5 in bold 18 px); the candidate's name is the flexible part that takes
// up what is left, so a small misjudgement cuts the name rather than pushing Log out off screen.

const BOLD_CHAR = 10.2;
const BRAND_CHAR = 11.6;
const BUTTON_CHAR = 9.6;
/** Nav's flex gap, the links' own gap and the room kept for the bell (Navbar.tsx). */
const NAV_GAP = 20;
const LINK_GAP = 16;
const BELL = 40;
/** A logo's room when the brand is an image (32 px high; a wide logo is scaled down to fit it). */
const LOGO = 160;
/** What the candidate's name gets at least before the links fold: a first name, then "…". */
const NAME_MIN = 88;

export interface NavbarContent {
  /** The company's name (brand text) or null when the brand is a logo. */
  brand: string | null;
  links: readonly string[];
  /** The label of the login or logout button, or null when there is none. */
  action: string | null;
  loggedIn: boolean;
  bell: boolean;
}

/** The width (CSS px) below which the navbar shows the Menu button instead of its links; never below the phone class. */
export function navbarMenuBreakpoint({ brand, links, action, loggedIn, bell }: NavbarContent): number {
  if (links.length === 0) return breakpoints.tablet;
  const items = [
    brand === null ? LOGO : brand.length * BRAND_CHAR,
    links.reduce((sum, label) => sum + label.length * BOLD_CHAR, 0) + (links.length - 1) * LINK_GAP,
    ...(bell ? [BELL] : []),
    ...(loggedIn ? [NAME_MIN] : []),
    ...(action ? [action.length * BUTTON_CHAR + 2 * spacing.lg + 2] : []),
  ];
  // The notification slot is a flex item even when empty (logged out): it has a gap too.
  const gaps = (items.length - (bell ? 1 : 0)) * NAV_GAP;
  const content = Math.ceil(items.reduce((sum, w) => sum + w, 0) + gaps);
  const withGutters = content + 2 * gutters.tablet;
  // From the large-desktop class on, the gutters are wider.
  const needed = withGutters >= breakpoints.largeDesktop ? content + 2 * gutters.largeDesktop : withGutters;
  return Math.max(breakpoints.tablet, needed);
}
