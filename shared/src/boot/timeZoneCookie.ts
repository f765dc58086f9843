/**
 * The cookie the careers shell keeps the browser's IANA time zone in, so that the server draws a page's dates in the
 * candidate's own zone from the first byte (an offer's 'Expires 12/10/2026' stays that day when the scripts take the
 * page over, which at UTC+14 it did not: the server drew the UTC day, the browser its own). A page request carries no
 * zone otherwise; the first page a browser ever opens is drawn in UTC. Not a secret (every API call sends the same
 * name in `x-timezone`), so it is readable by the page; the server accepts only a zone its runtime knows.
 */
export const TIME_ZONE_COOKIE = 'careers_tz';
