// Test data for the search page's tests (never imported by product code).
import { PRIMED_DETAILS_ID } from '../data/primedPositionDetails';
import type { PositionDetails, PositionDetailsResponse, SearchResponse, SearchResult } from '@careers/shared/contracts';

export function makePosition(id: number, overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    id,
    name: `Position ${id}`,
    department: 'Engineering',
    location: 'Berlin, Berlin, Germany',
    locations: [{ name: 'Berlin, Berlin, Germany', city: 'Berlin', region: 'Berlin', country: 'Germany', lat: 52.52, lng: 13.405 }],
    is_remote: false,
    employment_type: 'Full-time',
    posted_at: '2026-03-04T10:00:00.000Z',
    snippet: 'Build things.',
    skills: ['TypeScript', 'React'],
    archived_at: null,
    positionUserActions: { isSaved: false },
    ...overrides,
  };
}

/** A search answer with `count` results in all, showing ids start+1 … start+10. */
export function makeSearchResponse(count: number, start = 0): SearchResponse {
  const ids = Array.from({ length: Math.max(0, Math.min(10, count - start)) }, (_, i) => start + i + 1);
  return {
    count,
    positions: ids.map((id) => makePosition(id)),
    filterDef: {
      allFilters: [
        { filterName: 'department', displayName: 'Department', options: [{ label: 'Engineering', value: 'Engineering', count: 7 }, { label: 'Sales', value: 'Sales', count: 3 }] },
        { filterName: 'location', displayName: 'Location', options: [{ label: 'Berlin, Berlin, Germany', value: 'Berlin', count: 10 }] },
        { filterName: 'latlong_non_remote', displayName: 'latlong_non_remote', options: [{ label: '10', value: 'Berlin:::52.52,13.405', count: 10 }] },
      ],
    },
    sortBy: 'relevance',
    appliedFilters: {},
    debug: { debugData: { match: null, cached: false, tookMs: 1 } },
    savedSearchMetadata: { enabled: false, isSaved: false, id: null },
    resultsMetaData: { start, pageSize: 10, query: '', location: { kind: 'none' }, corrections: {}, waysOn: [] },
  };
}

export function makeDetails(id: number, overrides: Partial<PositionDetails> = {}): PositionDetailsResponse {
  return {
    data: {
      ...makePosition(id),
      description: `About position ${id}.\n\nYou will build things.`,
      valid_through: null,
      salary: null,
      apply_url: `/careers/apply?pid=${id}`,
      job_url: `/careers/job/${id}`,
      positionUserActions: { isSaved: false, isApplied: false },
      ...overrides,
    },
    metadata: { isFallback: false, isClosed: false },
  };
}

/** jsdom has no matchMedia: answer `matches` for every query (true = a desktop-wide window). */
export function stubMatchMedia(matches: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** jsdom has no matchMedia: answer min-width/max-width queries as a window `width` px wide would. */
export function stubWindowWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

/** Puts the block a server-drawn job page carries (data/primedPositionDetails.ts) into the test's document. */
export function writePrimedDetailsBlock(content: object): HTMLScriptElement {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PRIMED_DETAILS_ID;
  block.textContent = JSON.stringify(content);
  document.head.append(block);
  return block;
}
