import { useEffect, useState, type RefObject } from 'react';
import { scrollProgress } from './scrollProgress';

/** Spec §9: the scroll spy settles 50 ms after scrolling stops. */
const SCROLLSPY_DEBOUNCE_MS = 50;
/** Spec §9: after a step is chosen by hand, scrolling does not change the active step for 1 s. */
const MANUAL_STEP_LOCK_MS = 1000;

/** How close to the end of the page counts as scrolled to the bottom (rounding of zoomed pages). */
const BOTTOM_SLACK_PX = 2;
/**
 * A section is current once its top comes this close to the top of the window. Near the top rather than a
 * third down: with short sections, several tops are within the upper third at once, and the one a step
 * click scrolled to the top must win over the one below it.
 */
const ACTIVE_LINE_PX = 100;

/** The step last chosen by hand, and when. */
export interface ManualChoice {
  id: string;
  at: number;
}

function isInView(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  const bottom = rect.bottom ?? rect.top + (rect.height ?? 0);
  return rect.top < window.innerHeight && bottom > 0;
}

/**
 * Follows the page's scrolling: the last section whose top has come near the top of the window becomes
 * active, and the progress through the form. Within a second of a step chosen by hand scrolling changes
 * nothing, and the spy looks again when that second is over (the candidate may have scrolled meanwhile).
 * At the bottom of the page, where the last short sections can never reach the top, the step chosen by
 * hand stays active while its section is in view, otherwise the last one; at the top the first.
 * Measured once on mount too, for a page opened or restored part-way down.
 */
export function useScrollSpy({
  containerRef,
  sectionElementIds,
  manualChoice,
  onActivate,
}: {
  containerRef: RefObject<HTMLElement | null>;
  sectionElementIds: Array<[sectionId: string, elementId: string]>;
  manualChoice: RefObject<ManualChoice | null>;
  onActivate(sectionId: string): void;
}): number {
  const [progress, setProgress] = useState(0);
  const key = sectionElementIds.map(([id]) => id).join('|');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lockTimer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const container = containerRef.current;
      if (container) {
        const rect = container.getBoundingClientRect();
        setProgress(scrollProgress(rect.top, rect.height, window.innerHeight));
      }
      const choice = manualChoice.current;
      const lockedFor = choice ? MANUAL_STEP_LOCK_MS - (Date.now() - choice.at) : 0;
      if (lockedFor > 0) {
        // Scrolling during the lock is not lost: whatever is in view when it ends decides then.
        clearTimeout(lockTimer);
        lockTimer = setTimeout(measure, lockedFor);
        return;
      }
      const line = Math.min(ACTIVE_LINE_PX, window.innerHeight / 3);
      let current = sectionElementIds[0]?.[0];
      for (const [sectionId, elementId] of sectionElementIds) {
        const element = document.getElementById(elementId);
        if (element && element.getBoundingClientRect().top <= line) current = sectionId;
      }
      // The hand-chosen step counts until its section leaves the window.
      const chosenElementId = choice ? sectionElementIds.find(([id]) => id === choice.id)?.[1] : undefined;
      const chosenElement = chosenElementId ? document.getElementById(chosenElementId) : null;
      const chosenInView = chosenElement ? isInView(chosenElement) : false;
      if (choice && !chosenInView) manualChoice.current = null;
      // At either end of the page its end step is active, unless the chosen one is in view there.
      const page = document.documentElement;
      if (window.scrollY <= 0) current = sectionElementIds[0]?.[0];
      else if (window.scrollY + window.innerHeight >= page.scrollHeight - BOTTOM_SLACK_PX) {
        current = choice && chosenInView ? choice.id : (sectionElementIds.at(-1)?.[0] ?? current);
      }
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
      clearTimeout(lockTimer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key]);

  return progress;
}
