import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import type { BootData } from '../contracts/bootTypes';
import type { Domain } from '../services/domains';
import { searchPositionsJson } from '../services/search/searchAnswers';
import { firstSearchOf } from '../services/shellEntry';
import type { PrimedSearchResults } from '../../../shared/src/contracts/ssr/serverRender';
import type { SearchResponse } from '../../../shared/src/contracts/search';

/**
 * A search page's first results (issue 27): the search its address asks for, read by mf-search's own code, answered
 * as GET /api/pcsx/search answers this visitor (the same service and cache, a candidate's saved flags included), so
 * the page carries them and the remote's first render draws them without a request after its scripts. Null when
 * mf-search's renderer cannot read the address (another build, none) or the search fails: the browser then asks the
 * API, whose answer says what went wrong.
 */
export async function primedSearch(ctx: AppContext, domain: Domain, request: FastifyRequest, page: { boot: BootData; url: string }): Promise<PrimedSearchResults | null> {
  const warn = (error: unknown) => request.log.warn({ err: error }, 'the search page went without its first results');
  const first = firstSearchOf(ctx.config.repoRoot, ctx.remotes.list()['mf-search'], page, warn);
  if (!first) return null;
  try {
    const { key, sortBy, ...asked } = first;
    const body = await searchPositionsJson(ctx.db, domain, request.candidate, { ...asked, sortBy: sortBy ?? undefined }, request.searchVersion ?? undefined, ctx.now());
    return { domain: page.boot.domain, key, response: JSON.parse(body.toString('utf8')) as SearchResponse };
  } catch (error) {
    warn(error);
    return null;
  }
}
