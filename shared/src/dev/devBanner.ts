import { DEV_INDEX_PATH } from './devPaths';

/**
 * A bar at the foot of every dev page: which remote this dev server serves, a way back to its index and what it
 * could not do on this page. Styled through the CSSOM, which the product's CSP (no 'unsafe-inline' styles)
 * allows, and outside the page's layout, so the remote's own markup is what it would be under the shell.
 * Developer-facing text, never shown on the product: it does not go through the message layer.
 */
export function devBanner(remoteName: string, notice: string | null, doc: Document = document): HTMLElement {
  const bar = doc.createElement('aside');
  bar.setAttribute('aria-label', `${remoteName} dev server`);
  Object.assign(bar.style, {
    position: 'fixed', insetInlineEnd: '8px', insetBlockEnd: '8px', zIndex: '2147483647', maxWidth: '32rem',
    padding: '6px 10px', borderRadius: '6px', background: '#1d2733', color: '#fff', font: '13px/1.4 system-ui, sans-serif',
  });
  const link = doc.createElement('a');
  link.href = DEV_INDEX_PATH;
  link.textContent = `${remoteName} (dev)`;
  Object.assign(link.style, { color: '#9cd0ff' });
  bar.append(link);
  if (notice) bar.append(doc.createTextNode(` · ${notice}`));
  doc.body.appendChild(bar);
  return bar;
}
