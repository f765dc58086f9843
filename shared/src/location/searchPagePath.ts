/** What names a search: its words, its place and its filters' chosen values (a saved search's fields). */
export interface SearchTerms {
  query: string;
  location: string;
  filters: Readonly<Record<string, readonly string[]>>;
}

/**
 * The search page showing a saved search (a path on this site; filter values comma separated, spec §2): the link
 * of the saved searches list in the browser and of the alert e-mails and the bell's 'new jobs match' on the server,
 * one function so the two halves cannot drift. The search page reads it back (mf-search's parseSearchUrl).
 * @example searchPagePath({ query: 'nurse', location: 'Berlin', filters: { department: ['Care'] } }) // '/careers/search?query=nurse&location=Berlin&filter_department=Care'
 */
export function searchPagePath(search: SearchTerms): string {
  const params = new URLSearchParams();
  if (search.query) params.set('query', search.query);
  if (search.location) params.set('location', search.location);
  for (const [name, values] of Object.entries(search.filters)) if (values.length) params.set(`filter_${name}`, values.join(','));
  const query = params.toString();
  return `/careers/search${query ? `?${query}` : ''}`;
}
