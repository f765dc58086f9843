import { NOT_LOADED_ATTRIBUTE } from './notReadyMarks';

/**
 * When a remote failed to load, the controls it drew on the server (its not-ready marks: data-not-ready and their
 * aria-description) stop saying 'Getting ready, one moment', which would never come true (user trial 23), and say
 * instead what the page drew for that case (data-not-loaded on an ancestor, in the remote's language, e.g. "this part
 * didn't load: try Retry below the results"), or `fallbackWords`. A press then says those words as well
 * (announceNotReadyPresses reads the same attribute), and so does the bubble drawn over the control (CSS attr()).
 * Returns how to put the old words back, for a Retry: the remote is then loading again.
 * @example const restore = markNotLoaded(props.domElement, "This part of the page didn't load"); // on Retry: restore()
 */
export function markNotLoaded(slot: HTMLElement, fallbackWords: string): () => void {
  const kept: Array<{ control: Element; words: string; description: string | null }> = [];
  for (const control of slot.querySelectorAll('[data-not-ready]')) {
    const words = control.closest(`[${NOT_LOADED_ATTRIBUTE}]`)?.getAttribute(NOT_LOADED_ATTRIBUTE) || fallbackWords;
    const description = control.getAttribute('aria-description');
    kept.push({ control, words: control.getAttribute('data-not-ready') ?? '', description });
    control.setAttribute('data-not-ready', words);
    if (description !== null) control.setAttribute('aria-description', words);
  }
  return () => {
    for (const { control, words, description } of kept) {
      // A control the remote has taken over since has no marks left to restore.
      if (!control.hasAttribute('data-not-ready')) continue;
      control.setAttribute('data-not-ready', words);
      if (description !== null) control.setAttribute('aria-description', description);
    }
  };
}
