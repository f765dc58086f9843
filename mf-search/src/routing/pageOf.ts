/** Which of this remote's pages an address shows (spec §2 routes owned by mf-search). */
export type SearchRemotePage = { kind: 'search' } | { kind: 'job'; pid: number | null; isPrivate: boolean };

const positiveInt = (text: string | null | undefined): number | null =>
  text && /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null;

/** '/careers/job/12' and '/careers/job/private?pid=12' are job pages; every other careers path it is given is search. */
export function pageOf(pathAndSearch: string): SearchRemotePage {
  const url = new URL(pathAndSearch, 'http://careers.invalid');
  const segments = url.pathname.replace(/^\/careers\/?/, '').split('/').filter(Boolean);
  if (segments[0] !== 'job') return { kind: 'search' };
  if (segments[1] === 'private') return { kind: 'job', pid: positiveInt(url.searchParams.get('pid')), isPrivate: true };
  return { kind: 'job', pid: positiveInt(segments[1]), isPrivate: false };
}
