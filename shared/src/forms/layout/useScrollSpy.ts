import { useEffect, useState, type RefObject } from 'react';
import { scrollProgress } from './scrollProgress';

/** Spec §9: the scroll spy settles 50 ms after scrolling stops. */
export const SCROLLSPY_DEBOUNCE_MS = 50;
/** Spec §9: after a step is chosen by hand, scrolling does not change the active step for 1 s. */
export const MANUAL_STEP_LOCK_MS = 1000;

/** How close to the end of the page counts as scrolled to the bottom (rounding of zoomed pages). */
const BOTTOM_SLACK_PX = 2;

/**
 * Follows the page's scrolling: the last section whose top has passed the upper third of the screen becomes
 * active (unless a step was chosen by hand within the last second), and the progress through the form.
 * At the bottom of the page the last section is active even when its top never reaches that line (a short
 * last step), at the top the first. Measured once on mount too, for a page opened or restored part-way down.
 */
export function useScrollSpy({
  containerRef,
  sectionElementIds,
  manualChoiceAt,
  onActivate,
}: {
  containerRef: RefObject<HTMLElement | null>;
  sectionElementIds: Array<[sectionId: string, elementId: string]>;
  manualChoiceAt: RefObject<number>;
  onActivate(sectionId: string): void;
}): number {
  const [progress, setProgress] = useState(0);
  const key = sectionElementIds.map(([id]) => id).join('|');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const container = containerRef.current;
      if (container) {
        const rect = container.getBoundingClientRect();
        setProgress(scrollProgress(rect.top, rect.height, window.innerHeight));
      }
      if (Date.now() - (manualChoiceAt.current ?? 0) < MANUAL_STEP_LOCK_MS) return;
      const line = window.innerHeight / 3;
      let current = sectionElementIds[0]?.[0];
      for (const [sectionId, elementId] of sectionElementIds) {
        const element = document.getElementById(elementId);
        if (element && element.getBoundingClientRect().top <= line) current = sectionId;
      }
      // At either end of the page its end step is active, whatever the line says.
      const page = document.documentElement;
      if (window.scrollY <= 0) current = sectionElementIds[0]?.[0];
      else if (window.scrollY + window.innerHeight >= page.scrollHeight - BOTTOM_SLACK_PX) current = sectionElementIds.at(-1)?.[0] ?? current;
      if (current) onActivate(current);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, SCROLLSPY_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key]);

  return progress;
}
