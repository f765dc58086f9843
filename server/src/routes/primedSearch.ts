import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import type { BootData } from '../contracts/bootTypes';
import type { Domain } from '../services/domains';
import { searchPositionsJson } from '../services/search/searchAnswers';
import { firstSearchOf } from '../services/shellEntry';
import type { FirstSearch, PrimedSearchResults } from '@careers/shared/contracts/ssr';
import type { SearchResponse } from '@careers/shared/contracts/search';

/**
 * A search page's first results (issue 27): the search its address asks for, read by mf-search's own code, answered
 * as GET /api/pcsx/search answers this visitor (the same service and cache, a candidate's saved flags included), so
 * the page carries them and the remote's first render draws them without a request after its scripts. Null when
 * mf-search's renderer cannot read the address (another build, none) or the search fails: the browser then asks the
 * API, whose answer says what went wrong.
 */
export async function primedSearch(ctx: AppContext, domain: Domain, request: FastifyRequest, page: { boot: BootData; url: string }): Promise<PrimedSearchResults | null> {
  const warn = (error: unknown) => request.log.warn({ err: error }, 'the search page went without its first results');
  const searchOf = (url: string) => firstSearchOf(ctx.config.repoRoot, ctx.remotes.list()['mf-search'], { boot: page.boot, url }, warn);
  const first = searchOf(page.url);
  if (!first) return null;
  try {
    const answerOf = async ({ key, sortBy, ...asked }: FirstSearch): Promise<PrimedSearchResults> => {
      const body = await searchPositionsJson(ctx.db, domain, request.candidate, { ...asked, sortBy: sortBy ?? undefined }, request.searchVersion ?? undefined, ctx.now());
      return { domain: page.boot.domain, key, response: JSON.parse(body.toString('utf8')) as SearchResponse };
    };
    const answer = await answerOf(first);
    const { count, positions } = answer.response;
    if (count === 0 || positions.length > 0) return answer;
    // A page past the last one (an old or edited link): the browser moves to the last page (SearchPage.tsx), so the
    // page carries and draws that one (renderSearch.tsx), or a visitor without scripts reads 'N jobs' above no jobs.
    // mf-search's reading of start=count-1 is the last page's start, on a page boundary and within the server's limit.
    const last = searchOf(withStart(page.url, count - 1));
    return last && last.start < first.start ? await answerOf(last) : answer;
  } catch (error) {
    warn(error);
    return null;
  }
}

/** `url` (path and query) with its start parameter set to `start`. */
function withStart(url: string, start: number): string {
  const address = new URL(url, 'http://careers.invalid');
  address.searchParams.set('start', String(start));
  return address.pathname + address.search;
}
