import type { KeyboardEvent } from 'react';

/**
 * Enter does nothing in text, textarea, phone and select fields (spec §5), so a stray Enter never submits a
 * half-filled form. In a textarea Shift+Enter still starts a new line.
 */
export function suppressEnter(event: KeyboardEvent<HTMLElement>, { allowShift = false } = {}): void {
  if (event.key !== 'Enter') return;
  if (allowShift && event.shiftKey) return;
  event.preventDefault();
}
