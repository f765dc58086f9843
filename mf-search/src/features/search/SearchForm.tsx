import { useEffect, useMemo } from 'react';
import { Button, useForm } from '@careers/shared/ui';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { locationLabel } from './locationLabel';
import { SuggestionBox, type SuggestionOption } from './SuggestionBox';

export interface SearchFormProps {
  query: string;
  location: string;
  /** A new search: query and location as given, from the first page, no position chosen (spec §4). */
  onSearch: (query: string, location: string) => void;
  /** Offers 'Use my current location' in the location box (searchConfig.currentLocation.enabled). */
  onUseCurrentLocation?: () => void;
  /**
   * What a new search keeps besides query and location (filters, sort, the company), as address parameters: sent
   * by the form itself where no script runs (a GET to the page's own address; the server draws that search).
   */
  kept?: [string, string][];
}

/** The search box and location box with suggestions (spec §2 "Search and map", §5 "Search box"). */
export function SearchForm({ query, location, onSearch, onUseCurrentLocation, kept = [] }: SearchFormProps) {
  const { t } = useSearchI18n();
  // A special location ('current location:::…') shows a friendly label; searching again keeps its coordinates.
  const locationValue = (text: string) => (text === locationLabel(location, t) ? location : text.trim());
  const { values, set, formRef, onSubmit } = useForm({
    initial: { query, location: locationLabel(location, t) },
    submit: async (typed) => onSearch(typed.query.trim(), locationValue(typed.location)),
  });
  // Back/Forward or a map pick change the search: the boxes follow the address.
  useEffect(() => set.query(query), [query]);
  useEffect(() => set.location(locationLabel(location, t)), [location, t]);
  // What was typed into the server-drawn boxes before the remote took the page over (issue 27) stays: the first
  // render drew the address's words, the boxes hold the visitor's. In a page drawn by the browser they are the same.
  useEffect(() => {
    const typed = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value;
    const [typedQuery, typedLocation] = [typed('query'), typed('location')];
    if (typedQuery !== undefined && typedQuery !== query) set.query(typedQuery);
    if (typedLocation !== undefined && typedLocation !== locationLabel(location, t)) set.location(typedLocation);
    // Once, at the takeover: later the boxes are React's.
  }, []);
  const currentLocation = useMemo<SuggestionOption[]>(
    () => (onUseCurrentLocation ? [{ id: 'current-location', label: t('search.location.useCurrent'), text: '', current: true }] : []),
    [onUseCurrentLocation, t],
  );

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={t('search.form')}
      onSubmit={(event) => void onSubmit(event)}
      css={(theme) => ({
        display: 'grid',
        gap: theme.spacing.sm,
        alignItems: 'end',
        // On a phone the Search button sits beside the location, a row less above the first job (issue 14 #19).
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        '& > :first-child': { gridColumn: '1 / -1' },
        [theme.mq.tabletUp]: { gridTemplateColumns: '3fr 2fr auto', '& > :first-child': { gridColumn: 'auto' } },
      })}
    >
      <SuggestionBox
        name="query"
        value={values.query}
        onChange={set.query}
        onPick={(option) => {
          set.query(option.text);
          onSearch(option.text, locationValue(values.location));
        }}
      />
      <SuggestionBox
        name="location"
        value={values.location}
        onChange={set.location}
        first={currentLocation}
        onPick={(option) => {
          if (option.current) return onUseCurrentLocation?.();
          set.location(option.text);
          onSearch(values.query.trim(), option.text);
        }}
      />
      <Button type="submit">{t('search.submit')}</Button>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
