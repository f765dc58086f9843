// Tracking and referral parameters (spec §2 "Other params carried along"; issue 14 #4): where a
// visitor came from decides who gets credit for their application (a referral bonus, a campaign's
// budget), so what they landed with must survive every page up to the application. The address
// carries them where this code builds links; the tab's sessionStorage carries them everywhere else
// (links built by other code, a reload after log-in, the sign-up page and back), so the apply page
// can always send them. Values are checked here and again by the server; they are only ever
// written into addresses (URLSearchParams encodes them) and React text, never into HTML.

import { TRACKING_PARAMS, trackingParamsOf, type TrackingParams } from './trackingValues';

const STORAGE_KEY = 'careers.tracking';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings, sandboxed frames): the address alone carries them.
    return null;
  }
}

function stored(): TrackingParams {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    // Read back through the same check: storage is writable by anything on the origin.
    return raw ? trackingParamsOf(new URLSearchParams(JSON.parse(raw) as Record<string, string>).toString()) : {};
  } catch {
    return {};
  }
}

/**
 * The parameters this visit carries: those of the current address when it has any (a new landing
 * is a new attribution, last touch wins, and they replace what was kept), else those kept from
 * earlier in this tab.
 */
export function currentTracking(): TrackingParams {
  if (typeof window === 'undefined') return {};
  const fromAddress = trackingParamsOf(window.location.search);
  if (Object.keys(fromAddress).length === 0) return stored();
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(fromAddress));
  } catch {
    // Full or refused: nothing else to do.
  }
  return fromAddress;
}

/**
 * `href` with this visit's tracking parameters added where missing, for links to careers pages;
 * other addresses come back unchanged.
 * @example withTracking('/careers/job/12') // '/careers/job/12?utm_source=newsletter' after landing with it
 */
export function withTracking(href: string): string {
  if (!/^\/careers(?=[/?#]|$)/.test(href)) return href;
  const tracking = currentTracking();
  const [beforeHash, hash] = splitOnce(href, '#');
  const [path, search] = splitOnce(beforeHash, '?');
  const present = new URLSearchParams(search ?? '');
  const missing = new URLSearchParams();
  for (const name of TRACKING_PARAMS) {
    const value = tracking[name];
    if (value !== undefined && !present.has(name)) missing.append(name, value);
  }
  if (missing.size === 0) return href;
  // Appended, the rest of the query left as written (its own encoding, e.g. comma lists, is the page's).
  return `${path}?${search ? `${search}&` : ''}${missing.toString()}${hash === undefined ? '' : `#${hash}`}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
