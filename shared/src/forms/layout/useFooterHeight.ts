import { useEffect, type RefObject } from 'react';

/** Spec §9: the footer's height is re-measured 500 ms after it last changed. */
export const FOOTER_HEIGHT_DEBOUNCE_MS = 500;

/**
 * Publishes the footer bar's height as `--form-footer-height` on the form, so fields scrolled into view
 * (focus on error, step choice) stop above the sticky bar instead of under it.
 */
export function useFooterHeight(footerRef: RefObject<HTMLElement | null>, formRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const footer = footerRef.current;
    const form = formRef.current;
    if (!footer || !form) return;
    const apply = () => form.style.setProperty('--form-footer-height', `${footer.offsetHeight}px`);
    apply();
    if (typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(apply, FOOTER_HEIGHT_DEBOUNCE_MS);
    });
    observer.observe(footer);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [footerRef, formRef]);
}
