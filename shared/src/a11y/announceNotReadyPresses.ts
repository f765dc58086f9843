import { visuallyHidden } from './visuallyHidden';

/** The id of the page's one region that says a pressed control is not ready yet. */
export const NOT_READY_REGION_ID = 'careers-not-ready-status';

// A control the server drew that cannot act until its remote takes the page over (useNotReady: aria-disabled with its
// words in data-not-ready), or a button of a server-drawn form that is not taken over yet (TakeoverForm marks the form).
const NOT_READY = '[aria-disabled="true"][data-not-ready]';
const IN_NOT_READY_FORM = 'form[data-not-ready] button';

function wordsOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(NOT_READY) ?? target.closest(IN_NOT_READY_FORM)?.closest('form[data-not-ready]');
  return control?.getAttribute('data-not-ready') || null;
}

function regionOf(doc: Document): HTMLElement {
  const found = doc.getElementById(NOT_READY_REGION_ID);
  if (found) return found;
  const region = doc.createElement('div');
  region.id = NOT_READY_REGION_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  const style: Record<string, string | number> = visuallyHidden;
  for (const [name, value] of Object.entries(style)) region.style.setProperty(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), typeof value === 'number' ? `${value}px` : value);
  doc.body.append(region);
  return region;
}

/**
 * Says a not-ready control's words ('Getting ready, one moment') through one polite live region when it is pressed
 * (a click, or Enter or Space on a button): its description is read only when focus reaches it, so a press itself
 * was met with silence (user trial, session 17). The region is made on the first press and reused; it is emptied
 * first, so a second press says it again. Once the remotes have taken over, no control carries the words and a
 * press says nothing. Call once per page, as early as the page's scripts run; returns the way to stop.
 * @example announceNotReadyPresses(document)
 */
export function announceNotReadyPresses(doc: Document): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
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
    }, 100);
  };
  doc.addEventListener('click', onPress, true);
  return () => {
    clearTimeout(pending);
    doc.removeEventListener('click', onPress, true);
  };
}
