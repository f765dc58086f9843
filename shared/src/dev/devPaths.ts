/** The dev server's own pages (scripts/devRemote.mjs serves them; every other path goes to the product server). */
export const DEV_INDEX_PATH = '/__dev/';
const WIDGET_PREFIX = '/__dev/widget/';

/** The dev page of a widget. */
export const widgetPath = (name: string) => `${WIDGET_PREFIX}${encodeURIComponent(name)}`;

/** Which of the dev server's pages `pathname` is: its index, a widget's page, or a product page (null). */
export function devPageOf(pathname: string): { kind: 'index' } | { kind: 'widget'; name: string } | null {
  if (pathname === DEV_INDEX_PATH || pathname === DEV_INDEX_PATH.slice(0, -1)) return { kind: 'index' };
  if (pathname.startsWith(WIDGET_PREFIX)) return { kind: 'widget', name: decodeURIComponent(pathname.slice(WIDGET_PREFIX.length)) };
  return null;
}
