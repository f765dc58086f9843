import type { Transport } from '@careers/shared/transport';
import type { SearchUrlState } from '../url/searchUrlState';
import type {
  MatchDetails,
  PositionDetailsResponse,
  PositionInsights,
  PositionOverrides,
  SearchResponse,
  Suggestion,
} from './types';

/** Spec §8: a failed search fetch throws this text (the page shows 'Failed to load positions'). */
export const SEARCH_FETCH_ERROR = 'Failed to fetch data';

export type SearchRequest = Pick<SearchUrlState, 'query' | 'location' | 'start' | 'sortBy' | 'filters'>;

/** GET /api/pcsx/search (spec §7 Jobs): filters go as repeated filter_<key> values. */
export async function fetchSearch(transport: Transport, domain: string, request: SearchRequest): Promise<SearchResponse> {
  const params: Record<string, string | number | string[] | undefined> = {
    domain,
    query: request.query.trim(),
    location: request.location.trim(),
    start: request.start,
    sort_by: request.sortBy ?? undefined,
  };
  for (const [key, values] of Object.entries(request.filters)) if (values.length) params[`filter_${key}`] = values;
  try {
    return await transport.get<SearchResponse>('/api/pcsx/search', { params });
  } catch (error) {
    throw new Error(SEARCH_FETCH_ERROR, { cause: error });
  }
}

export async function fetchSuggestions(transport: Transport, domain: string, term: string): Promise<Suggestion[]> {
  const answer = await transport.get<{ suggestions: Suggestion[] }>('/api/pcsx/search_suggestions', {
    params: { domain, term, limit: 10 },
  });
  return answer.suggestions;
}

export function fetchPositionDetails(transport: Transport, domain: string, id: number, queriedLocation?: string) {
  return transport.get<PositionDetailsResponse>('/api/pcsx/position_details', {
    params: { position_id: id, domain, queried_location: queriedLocation || undefined },
  });
}

export async function fetchMatchDetails(transport: Transport, domain: string, id: number): Promise<MatchDetails> {
  return (await transport.get<{ data: MatchDetails }>('/api/pcsx/match_details', { params: { position_id: id, domain } })).data;
}

export async function fetchInsights(transport: Transport, domain: string, id: number): Promise<PositionInsights> {
  return (await transport.get<{ data: PositionInsights }>('/api/pcsx/position_insights', { params: { position_id: id, domain } })).data;
}

export async function fetchOverrides(transport: Transport, domain: string, id: number): Promise<PositionOverrides> {
  return (await transport.get<{ data: PositionOverrides }>('/api/pcsx/overrides', { params: { position_id: id, domain } })).data;
}

/** POST /api/pcsx/position_action: save or unsave; answers the saved flag the server now holds. */
export async function postPositionAction(transport: Transport, domain: string, id: number, action: 'save' | 'unsave'): Promise<boolean> {
  const answer = await transport.post<{ ok: true; positionUserActions: { isSaved: boolean } }>('/api/pcsx/position_action', {
    position_id: id,
    action,
    domain,
  });
  return answer.positionUserActions.isSaved;
}
