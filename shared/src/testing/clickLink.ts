import { fireEvent } from '@testing-library/react';

interface ClickLinkOptions {
  /** Another handler (an extension, a capture-phase listener) has already handled the click: preventDefault before the page sees it. */
  handledBefore?: boolean;
}

/**
 * Clicks a link as the browser delivers a click with `init`'s button and modifier keys (Alt+click, Ctrl+click,
 * middle button …) and returns whether the page kept the click for itself (called preventDefault), i.e. the
 * browser would not have opened a tab, a window or a download. jsdom's own following of the link is stopped
 * afterwards, as it cannot navigate. With `handledBefore` the answer is always true: assert what the page did.
 * @example expect(clickLink(link, { altKey: true })).toBe(false);
 */
export function clickLink(link: Element, init: MouseEventInit = {}, { handledBefore = false }: ClickLinkOptions = {}): boolean {
  const before = (event: Event) => event.preventDefault();
  let keptByPage = false;
  // On window, after the page's (React's) handlers on its root: what the browser would then see.
  const after = (event: Event) => {
    keptByPage = event.defaultPrevented;
    event.preventDefault();
  };
  if (handledBefore) window.addEventListener('click', before, { capture: true });
  window.addEventListener('click', after);
  try {
    fireEvent.click(link, { button: 0, ...init });
  } finally {
    window.removeEventListener('click', before, { capture: true });
    window.removeEventListener('click', after);
  }
  return keptByPage;
}
