import { sessionStore } from '@careers/shared/state';
import { primedApplyForm } from './data/primedApplyForm';
import { pageOf } from './routing/pageOf';

/**
 * Whether `slot` holds the apply page the server drew (issue 27) for the address the browser shows now, so the
 * remote can hydrate it: the page carries the form answer it was drawn with, for this position (its first render
 * then draws exactly the server's markup). A visitor who moved on before the remote mounted, or a page drawn
 * without it (a closed position's, drawn by the server's own view), gets a fresh render instead.
 */
export function isServerDrawnApply(slot: HTMLElement, location: Pick<Location, 'pathname' | 'search'>): boolean {
  const page = pageOf(`${location.pathname}${location.search}`);
  if (!slot.hasChildNodes() || page.kind !== 'apply') return false;
  const form = primedApplyForm(sessionStore.domain, location.pathname, page.pid);
  return form !== undefined && !form.position.is_closed;
}
