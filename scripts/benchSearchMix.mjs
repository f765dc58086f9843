// The fixed mix of `pnpm bench search`: text, typo, filters, location, map bounds and deep pages, as the search
// page sends them. Shared by the HTTP bench and its heap probe (scripts/benchSearchHeap.mjs).

export const SEARCH_PATH = '/api/pcsx/search?domain=demo.test';

export const MIX_PARAMS = [
  '',
  'query=engineer',
  'query=senior%20data',
  'query=pyhton',
  'query=product%20manager&sort_by=newest',
  'location=Berlin',
  'query=engineer&location=London&distance=100',
  'location=Map%20Area%3A%3A%3A60%2C-10%2C40%2C30',
  'location=Map%20Location%3A%3A%3A52.52%2C13.405',
  'location=remote&query=designer',
  'filter_department=Engineering&filter_is_remote=1',
  'filter_skills=Python&filter_skills=Go',
  'query=manager&location=Germany&filter_employment_type=FULL_TIME',
  'start=5000',
  'query=engineer&start=990',
  'query=data&sort_by=newest&start=200',
];

/** The search address of some parameters (`query=…&location=…`, already encoded). */
export const searchPath = (params) => `${SEARCH_PATH}${params ? `&${params}` : ''}`;

export const MIX = MIX_PARAMS.map(searchPath);

/** A search address as a person reads it: its parameters decoded, '(no parameters)' for the bare search. */
export const label = (path) => decodeURIComponent(path.replace(SEARCH_PATH, '').replace(/^&/, '') || '(no parameters)');

/** The parameters of a search address as the route hands them to the search service (SearchInput). */
export function searchInputOf(params) {
  const p = new URLSearchParams(params);
  const filters = {};
  for (const [name, value] of p) if (name.startsWith('filter_')) (filters[name.slice('filter_'.length)] ??= []).push(value);
  return {
    query: p.get('query') ?? '',
    location: p.get('location') ?? '',
    start: Number(p.get('start') ?? 0),
    ...(p.has('sort_by') ? { sortBy: p.get('sort_by') } : {}),
    ...(p.has('distance') ? { distanceKm: Number(p.get('distance')) } : {}),
    filters,
  };
}
