import type { Transport } from '@careers/shared/transport';
import type { SearchUrlState } from '../url/searchUrlState';
import type {
  MatchDetails,
  MatchDetailsResponse,
  PositionActionBody,
  PositionActionResponse,
  PositionDetailsQuery,
  PositionDetailsResponse,
  PositionInsights,
  PositionInsightsResponse,
  PositionOverrides,
  PositionOverridesResponse,
  PositionQuery,
  SearchQuery,
  SearchResponse,
  Suggestion,
  SuggestionsQuery,
  SuggestionsResponse,
} from '@careers/shared/contracts';

/** Spec §8: a failed search fetch throws this text (the page shows 'Failed to load positions'). */
const SEARCH_FETCH_ERROR = 'Failed to fetch data';

export type SearchRequest = Pick<SearchUrlState, 'query' | 'location' | 'start' | 'sortBy' | 'filters'>;

/** GET /api/pcsx/search (spec §7 Jobs): filters go as repeated filter_<key> values. */
export async function fetchSearch(transport: Transport, domain: string, request: SearchRequest): Promise<SearchResponse> {
  const params: SearchQuery = {
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
  const params: SuggestionsQuery = { domain, term, limit: 10 };
  const answer = await transport.get<SuggestionsResponse>('/api/pcsx/search_suggestions', { params });
  return answer.suggestions;
}

export function fetchPositionDetails(transport: Transport, domain: string, id: number, queriedLocation?: string) {
  const params: PositionDetailsQuery = { position_id: id, domain, queried_location: queriedLocation || undefined };
  return transport.get<PositionDetailsResponse>('/api/pcsx/position_details', { params });
}

export async function fetchMatchDetails(transport: Transport, domain: string, id: number): Promise<MatchDetails> {
  const params: PositionQuery = { position_id: id, domain };
  return (await transport.get<MatchDetailsResponse>('/api/pcsx/match_details', { params })).data;
}

export async function fetchInsights(transport: Transport, domain: string, id: number): Promise<PositionInsights> {
  const params: PositionQuery = { position_id: id, domain };
  return (await transport.get<PositionInsightsResponse>('/api/pcsx/position_insights', { params })).data;
}

export async function fetchOverrides(transport: Transport, domain: string, id: number): Promise<PositionOverrides> {
  const params: PositionQuery = { position_id: id, domain };
  return (await transport.get<PositionOverridesResponse>('/api/pcsx/overrides', { params })).data;
}

/** POST /api/pcsx/position_action: save or unsave; answers the saved flag the server now holds. */
export async function postPositionAction(transport: Transport, domain: string, id: number, action: 'save' | 'unsave'): Promise<boolean> {
  const body: PositionActionBody = { position_id: id, action, domain };
  const answer = await transport.post<PositionActionResponse>('/api/pcsx/position_action', body);
  return answer.positionUserActions.isSaved;
}
