import type { HeadScript } from '@careers/shared/boot';

const MARK = 'data-head-script';

/**
 * Keeps <head> holding exactly the company's scripts for the current page's identifier. The
 * scripts under 'all' are rendered into the page by the server and never touched here; a script
 * that stays applicable is not re-added (an analytics snippet must not run twice). The nonce lets
 * them pass the page's CSP.
 */
export function applyHeadScripts(pageId: string, scripts: Record<string, HeadScript[]>, nonce: string, doc: Document = document) {
  const wanted = new Map<string, HeadScript>();
  (scripts[pageId] ?? []).forEach((script, index) => wanted.set(`${pageId}:${index}`, script));
  doc.head.querySelectorAll(`script[${MARK}]`).forEach((el) => {
    const id = el.getAttribute(MARK) ?? '';
    if (wanted.has(id)) wanted.delete(id);
    else el.remove();
  });
  for (const [id, script] of wanted) {
    const el = doc.createElement('script');
    el.setAttribute(MARK, id);
    if (nonce) el.nonce = nonce;
    if (script.src) el.src = script.src;
    else if (script.inline) el.textContent = script.inline;
    doc.head.appendChild(el);
  }
}
