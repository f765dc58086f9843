/** Room for the type-to-filter box above a windowed list of 320 px. */
export const POPUP_MAX_HEIGHT = 420;
/** The least height a pop-up is cut to: its type-to-filter box, the count and a few options. */
const POPUP_MIN_HEIGHT = 200;
/** Room left between a pop-up's bottom edge and the screen's. */
const POPUP_SCREEN_MARGIN = 8;

/**
 * From 600 px up a pop-up hangs from its chip's starting edge (the left one, the right one in a right-to-left
 * language); one whose chip sits near the far edge of the screen would run off it, so it opens back from the chip's
 * other edge instead. (Below 600 px the pop-up spans the whole filter group, see the styles.)
 */
export function flipIfOffScreen(details: HTMLDetailsElement) {
  const popup = details.querySelector('fieldset');
  if (!details.open || !popup) return;
  popup.style.removeProperty('inset-inline-start');
  popup.style.removeProperty('inset-inline-end');
  const box = popup.getBoundingClientRect();
  const rightToLeft = getComputedStyle(popup).direction === 'rtl';
  if (rightToLeft ? box.left >= 0 : box.right <= document.documentElement.clientWidth) return;
  popup.style.setProperty('inset-inline-start', 'auto');
  popup.style.setProperty('inset-inline-end', '0');
}

/**
 * A pop-up is cut to the room between its top and the bottom of the screen: at 390x844 the Department, Location and
 * Skills pop-ups hung from ~447 px to ~867 px, their last ~23 px and the end of their list's scrollbar off the
 * screen (user trial s21). Where the room is less than a usable pop-up (a chip near the bottom of the screen), the
 * pop-up keeps that least height and the page scrolls it into view.
 */
export function fitToScreenHeight(details: HTMLDetailsElement) {
  const popup = details.querySelector('fieldset');
  if (!details.open || !popup) return;
  popup.style.removeProperty('max-height');
  const room = document.documentElement.clientHeight - popup.getBoundingClientRect().top - POPUP_SCREEN_MARGIN;
  popup.style.maxHeight = `${Math.round(Math.min(POPUP_MAX_HEIGHT, Math.max(POPUP_MIN_HEIGHT, room)))}px`;
  if (room < POPUP_MIN_HEIGHT) popup.scrollIntoView?.({ block: 'nearest' });
}
