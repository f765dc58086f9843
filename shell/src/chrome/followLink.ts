import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { isPlainClick, matchRoute } from '@careers/shared/location';

/**
 * Client-side navigation for a link to a careers page. Modified clicks (new tab …) and links the
 * server answers itself (/logout, /candidate/login, other sites) stay native.
 */
export function followLink(event: MouseEvent<HTMLAnchorElement>) {
  if (!isPlainClick(event)) return;
  const url = new URL(event.currentTarget.href, location.href);
  if (url.origin !== location.origin || !matchRoute(url.pathname)) return;
  event.preventDefault();
  navigateToUrl(url.href);
}
