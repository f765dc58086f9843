import { useEffect, useRef } from 'react';

/**
 * The offer stopped being actionable (its deadline passed, or the server refused a call): the form and Decline are
 * gone, and with them a focus inside them. It moves to the sentence that says why (the returned ref), not to the
 * page's start.
 */
export function useReasonFocus(actionable: boolean) {
  const reasonNote = useRef<HTMLParagraphElement>(null);
  const wasActionable = useRef(actionable);
  useEffect(() => {
    const lostFocus = !window.document.activeElement || window.document.activeElement === window.document.body;
    if (wasActionable.current && !actionable && lostFocus) reasonNote.current?.focus();
    wasActionable.current = actionable;
  }, [actionable]);
  return reasonNote;
}
