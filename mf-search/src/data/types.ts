// Shapes of the search API (server/src/services/search/searchPositions.ts and the search-issue
// contract). Kept here, not imported from the server: remotes build without server code.

export interface PositionLocation {
  name: string;
  city: string;
  region: string | null;
  country: string;
  lat: number;
  lng: number;
}

/** A position as a search result lists it (the "lite" version shown before details load). */
export interface SearchPosition {
  id: number;
  name: string;
  department: string;
  location: string;
  locations: PositionLocation[];
  is_remote: boolean;
  employment_type: string;
  posted_at: string;
  snippet?: string;
  skills: string[];
  archived_at: string | null;
  distance_km?: number;
  positionUserActions?: { isSaved: boolean; isApplied?: boolean };
}

export interface FilterOption {
  label: string;
  value: string;
  count?: number;
}

export interface FilterDef {
  filterName: string;
  displayName?: string;
  options: FilterOption[];
}

export interface SearchResponse {
  count: number;
  positions: Array<SearchPosition & { positionUserActions: { isSaved: boolean } }>;
  filterDef: { allFilters: FilterDef[] };
  sortBy: 'relevance' | 'newest';
  appliedFilters: Record<string, string[]>;
  savedSearchMetadata?: { enabled?: boolean; isSaved: boolean; id?: number | null };
  resultsMetaData: { start: number; pageSize: number; query: string; corrections?: Record<string, string[]> };
}

export interface Suggestion {
  type: 'title' | 'skill' | 'location';
  text: string;
  count: number;
}

export interface PositionDetails extends SearchPosition {
  /** Paragraphs separated by blank lines. */
  description: string;
  valid_through: string | null;
  salary: { min: number; max: number; currency: string; unit: 'YEAR' } | null;
  apply_url: string;
  job_url: string;
  positionUserActions: { isSaved: boolean; isApplied: boolean };
}

export interface PositionDetailsResponse {
  data: PositionDetails;
  metadata: { isFallback: boolean };
}

export interface MatchDetails {
  /** 0..1 */
  score: number;
  isStrongMatch: boolean;
  threshold: number;
  matchedSkills: string[];
  missingSkills: string[];
  experience: { candidateYears: number | null; requiredYears: number | null; meets: boolean | null };
  /** Plain sentences telling the candidate why. */
  explanation: string[];
}

export interface InsightField {
  key: string;
  label: string;
  value: string;
}

export interface PositionInsights {
  fields: InsightField[];
  similarRoles?: Array<{ id: number; name: string; location: string }>;
}

export interface PositionOverrides {
  applyButtonLabel: string | null;
  externalApplyUrl: string | null;
  hideMatchDetails: boolean;
}
