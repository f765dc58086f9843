import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/** Client-side navigation for a same-site link; modified clicks (new tab, etc.) stay native. */
export function followLink(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  navigateToUrl(event.currentTarget.href);
}
