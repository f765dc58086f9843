import { sessionStore } from '@careers/shared/state';
import { primedPositionDetails } from '../data/primedPositionDetails';
import { pageOf } from './pageOf';
import { loadedPage } from './searchPageLoaders';

/**
 * Whether `slot` holds the job page the server drew (issue 27) for the address the browser shows now, so the
 * remote can hydrate it: the server's details block names this position and the job page's chunk is in (its
 * first render then draws exactly the server's markup). A visitor who moved to another page before the remote
 * mounted gets a fresh render instead.
 */
export function isServerDrawnJobPage(slot: HTMLElement, href: string): boolean {
  if (!slot.hasChildNodes()) return false;
  const page = pageOf(href);
  return page.kind === 'job' && page.pid !== null && loadedPage('job') !== undefined && primedPositionDetails(sessionStore.domain, page.pid) !== undefined;
}
