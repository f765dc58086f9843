import type { FirstAnswers } from '@careers/shared/boot/firstAnswersBlock';

/**
 * At most this many list items are drawn by the server into a logged-in page (issue 27's server-drawn dashboard and
 * offers). A render is one synchronous call that no other request interrupts: the attack review measured 3.06 s for a
 * candidate's 600 applications (81 ms for 6), with /healthz waiting 6.4 s while four such pages loaded. Above this,
 * the page carries its answers as before and the remote draws it in the browser.
 */
export const SERVER_DRAWN_ITEMS_MAX = 60;

/** The number of list entries in the answers (the elements of every array in them), counted up to `max` + 1. */
export function listItemCount(answers: FirstAnswers['answers'], max = SERVER_DRAWN_ITEMS_MAX): number {
  let count = 0;
  const visit = (value: unknown, depth: number): void => {
    if (count > max || depth > 4 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      count += value.length;
      for (const item of value) visit(item, depth + 1);
      return;
    }
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(answers, 0);
  return count;
}

/** Whether the server draws a page from these answers (few enough items to stay a short render). */
export const fewEnoughToDraw = (first: FirstAnswers | null): first is FirstAnswers => first !== null && listItemCount(first.answers) <= SERVER_DRAWN_ITEMS_MAX;
