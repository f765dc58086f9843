import type { FormApi } from 'final-form';
import type { FormValues } from '../rules/types';

// The text-like fields a candidate can type into before scripts run; choices (boxes, radios, lists, files) keep
// the form's state: their widgets draw them from it and a press on them before the takeover did nothing.
const TYPED = 'input[name]:is([type="text"], [type="email"], [type="tel"], [type="url"], [type="search"], :not([type])), textarea[name]';

/**
 * Takes what was typed into a server-drawn form's fields before the remote took it over into the form's state, and
 * returns the names taken. React hydrates a field without touching its value, but the next render writes the
 * form's state back into it: on a slow phone, a candidate who started typing on the apply page the server drew lost
 * it as the scripts arrived (found by an e2e test, session 13). Run in the commit that hydrates (a layout effect),
 * before any later render. A field still showing the text it was drawn with is left alone, so a form drawn by the
 * browser changes nothing.
 */
export function adoptTypedAnswers(element: HTMLFormElement, form: FormApi<FormValues>): string[] {
  const values = form.getState().values as Record<string, unknown>;
  const typed: [string, string][] = [];
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    // Typed into: its text is no longer the one drawn (the server's `value` attribute, which React also gives a field
    // it draws itself). Not compared with the answer: a field may show its answer formatted.
    if (field.value === field.defaultValue) continue;
    const current = form.getFieldState(field.name)?.value ?? values[field.name];
    // Only string answers: a field that holds a number or an object is a widget's, drawn from that value.
    if (current !== undefined && current !== null && typeof current !== 'string') continue;
    typed.push([field.name, field.value]);
  }
  if (typed.length === 0) return [];
  form.batch(() => {
    for (const [name, value] of typed) form.change(name, value);
  });
  return typed.map(([name]) => name);
}
