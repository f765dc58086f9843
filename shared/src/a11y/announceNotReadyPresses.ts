import {
  ANNOUNCER_ATTRIBUTE,
  IN_NOT_READY_FORM,
  NOT_READY,
  NOT_READY_FORM,
  NOT_READY_REGION_ID,
  NOT_READY_WORDS_KEPT_MS,
} from './notReadyMarks';
import { visuallyHiddenCss } from './visuallyHidden';

function wordsOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(NOT_READY) ?? target.closest(IN_NOT_READY_FORM)?.closest(NOT_READY_FORM);
  return control?.getAttribute('data-not-ready') || null;
}

function regionOf(doc: Document): HTMLElement {
  const found = doc.getElementById(NOT_READY_REGION_ID);
  if (found) return found;
  const region = doc.createElement('div');
  region.id = NOT_READY_REGION_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.style.cssText = visuallyHiddenCss;
  doc.body.append(region);
  return region;
}

/**
 * Says a not-ready control's words ('Getting ready, one moment') through one polite live region when it is pressed
 * (a click, or Enter or Space on a button): its description is read only when focus reaches it, so a press itself
 * was met with silence (user trial, session 17). The region is made on the first press and reused; it is emptied
 * first, so a second press says it again, and emptied again NOT_READY_WORDS_KEPT_MS after it spoke. Once the remotes have taken over, no control carries the words and a
 * press says nothing. Call once per page, as early as the page's scripts run; returns the way to stop.
 * @example announceNotReadyPresses(document)
 */
export function announceNotReadyPresses(doc: Document): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  // The server draws the region with a few lines that announce presses made before this script ran (user trial
  // s18: the first press of a slow page was silent); from here on this listener says it, and that one stops.
  doc.getElementById(NOT_READY_REGION_ID)?.setAttribute(ANNOUNCER_ATTRIBUTE, 'shell');
  const onPress = (event: Event) => {
    const words = wordsOf(event.target);
    if (!words) return;
    const region = regionOf(doc);
    region.textContent = '';
    clearTimeout(pending);
    // A change after the region is in the page and empty: a region and its text added at once are often not read,
    // nor the same words set again.
    pending = setTimeout(() => {
      region.textContent = words;
      pending = setTimeout(() => {
        region.textContent = '';
      }, NOT_READY_WORDS_KEPT_MS);
    }, 100);
  };
  doc.addEventListener('click', onPress, true);
  return () => {
    clearTimeout(pending);
    doc.removeEventListener('click', onPress, true);
  };
}
