import type { KeyboardEvent } from 'react';

// Input types whose Enter does something of its own (press the button, open the file picker).
const OWN_ENTER = new Set(['submit', 'button', 'reset', 'image', 'file']);

/**
 * The `<form>`'s keydown: Enter in a field (date, month, radio, checkbox, star rating …) would submit the
 * whole form (the browser's implicit submission); only the submit button submits. Buttons, links and
 * textareas keep their own Enter.
 */
export function blockImplicitSubmit(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.defaultPrevented) return;
  const target = event.target;
  const field = (target instanceof HTMLInputElement && !OWN_ENTER.has(target.type)) || target instanceof HTMLSelectElement;
  if (field) event.preventDefault();
}
