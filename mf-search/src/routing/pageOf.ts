import { matchRoute } from '@careers/shared/location';

/**
 * Which of this remote's pages an address shows (spec §2 routes owned by mf-search), or 'elsewhere' for another
 * remote's or the shell's page: the remote is still mounted there for a moment after a link was followed (single-spa
 * unmounts it only after the address changed), and must then draw nothing, ask nothing and announce nothing.
 */
export type SearchRemotePage = { kind: 'search' } | { kind: 'job'; pid: number | null; isPrivate: boolean } | { kind: 'elsewhere' };

const positiveInt = (text: string | null | undefined): number | null =>
  text && /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null;

/** '/careers/job/12' and '/careers/job/private?pid=12' are job pages; the route table's other mf-search paths are search. */
export function pageOf(pathAndSearch: string): SearchRemotePage {
  const url = new URL(pathAndSearch, 'http://careers.invalid');
  if (matchRoute(url.pathname)?.owner !== 'mf-search') return { kind: 'elsewhere' };
  const segments = url.pathname.replace(/^\/careers\/?/, '').split('/').filter(Boolean);
  if (segments[0] !== 'job') return { kind: 'search' };
  if (segments[1] === 'private') return { kind: 'job', pid: positiveInt(url.searchParams.get('pid')), isPrivate: true };
  return { kind: 'job', pid: positiveInt(segments[1]), isPrivate: false };
}
