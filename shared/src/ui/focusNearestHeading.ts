/**
 * Moves focus from `from` (a control about to go away) to the heading of the nearest part of the page that has
 * one: a list's h2/h3, else the page's h1. A heading the server drew without tabindex gets -1 here, in the
 * browser only, so the server's markup (and the hydration of it) stays as it was. Nothing happens when `from`
 * is not an element in the page (focus is already on <body>).
 */
export function focusNearestHeading(from: Element | null): void {
  if (!from || from === document.body) return;
  for (let part = from.parentElement; part && part !== document.body; part = part.parentElement) {
    const heading = part.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (!heading) continue;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return;
  }
}
