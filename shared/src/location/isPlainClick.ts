/** What isPlainClick reads of a click: React's MouseEvent and the DOM's both fit. */
interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  currentTarget: EventTarget | null;
}

/**
 * Whether a click on a link is one the page may handle itself (client-side navigation): the primary button, no
 * modifier, not already handled, and a link the browser would open in this tab. Every other click is the
 * browser's: Ctrl/Cmd open a new tab, Shift a new window, Alt downloads, the middle button opens a tab, and a link
 * with `target` (other than `_self`) or `download` asks for a tab, a frame or a file. The one place that reads the
 * modifier keys of a click (eslint forbids reading metaKey/ctrlKey elsewhere in the shell and the remotes).
 * @example onClick={(event) => { if (!isPlainClick(event)) return; event.preventDefault(); navigateWithin(href); }}
 */
export function isPlainClick(event: ClickLike): boolean {
  if (event.button !== 0 || event.defaultPrevented) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.currentTarget;
  if (!(link instanceof Element)) return true;
  if (link.hasAttribute('download')) return false;
  // An empty target is the same as none; the keywords are case-insensitive (HTML "valid navigable target name or keyword").
  const target = (link.getAttribute('target') ?? '').toLowerCase();
  return target === '' || target === '_self';
}
