/** The search shown, as a saved search or a job alert keeps it. */
export interface AlertSearch {
  query: string;
  location: string;
  filters: Record<string, string[]>;
}

/** One text per search: a new search is a new one to save and a new alert to ask for. */
export const searchKeyOf = (search: AlertSearch) => JSON.stringify([search.query, search.location, search.filters]);
