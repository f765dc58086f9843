import { useEffect, type RefObject } from 'react';

/** Spec §9: the footer's height is re-measured 500 ms after it last changed. */
export const FOOTER_HEIGHT_DEBOUNCE_MS = 500;

/**
 * Publishes the footer bar's height as `--form-footer-height` on the form, so fields scrolled into view
 * (focus on error, step choice) stop above the sticky bar instead of under it, and on the page's root, whose
 * scroll padding (FooterBar) keeps it clear for what scrolls by the page's padding alone (a text area's caret).
 *
 * The height comes only from a ResizeObserver: its callbacks run after the browser has laid the page out
 * and carry the size, so starting the form never forces a synchronous layout (reading `offsetHeight` in the
 * mount effect did, on every form page, before first paint). The first size (delivered with the first
 * frame) applies at once; later changes wait for the spec's debounce. Until then (and in a server-drawn form
 * before the takeover, or without scripts) FormBody's fallback of a bar's worth applies.
 */
export function useFooterHeight(footerRef: RefObject<HTMLElement | null>, formRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const footer = footerRef.current;
    const form = formRef.current;
    if (!footer || !form || typeof ResizeObserver === 'undefined') return;
    const root = footer.ownerDocument.documentElement;
    const apply = (height: number) => {
      form.style.setProperty('--form-footer-height', `${height}px`);
      root.style.setProperty('--form-footer-height', `${height}px`);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let measured = false;
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      // The border box is what covers the fields; the layout is fresh here, so the fallback read is cheap.
      const height = entry.borderBoxSize?.[0]?.blockSize ?? footer.offsetHeight;
      clearTimeout(timer);
      if (!measured) {
        measured = true;
        apply(height);
        return;
      }
      timer = setTimeout(() => apply(height), FOOTER_HEIGHT_DEBOUNCE_MS);
    });
    observer.observe(footer);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      root.style.removeProperty('--form-footer-height');
    };
  }, [footerRef, formRef]);
}
