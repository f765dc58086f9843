import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Combobox, type ComboboxOption } from '@careers/shared/combobox';
import { Button } from '@careers/shared/ui';
import { useSuggestions, type SuggestionsState } from '../../data/useSuggestions';
import type { Suggestion } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { MAX_LOCATION_LENGTH, MAX_QUERY_LENGTH } from '../../url/searchUrlState';
import { locationLabel } from './locationLabel';

type I18nT = ReturnType<typeof useSearchI18n>['t'];

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

interface Option extends ComboboxOption {
  text: string;
  current?: boolean;
}

const CURRENT_LOCATION_ID = 'current-location';

const toOptions = (list: Suggestion[], types: Suggestion['type'][], t: I18nT): Option[] =>
  list
    .filter((s) => types.includes(s.type))
    .map((s) => ({ id: `${s.type}:${s.text}`, label: s.text, text: s.text, detail: t(`search.suggestion.${s.type}`) }));

function statusOf(state: SuggestionsState, t: I18nT) {
  if (state.failed) return { text: t('search.suggestions.error'), isError: true };
  return state.isLoading ? { text: t('search.suggestions.loading'), isError: false } : null;
}

/** The search box and location box with suggestions (spec §2 "Search and map", §5 "Search box"). */
export function SearchForm({ query, location, onSearch, onUseCurrentLocation, kept = [] }: SearchFormProps) {
  const { t } = useSearchI18n();
  const [queryText, setQueryText] = useState(query);
  const [locationText, setLocationText] = useState(() => locationLabel(location, t));
  const [typing, setTyping] = useState<'query' | 'location' | null>(null);
  // Back/Forward or a map pick change the search: the boxes follow the address.
  useEffect(() => setQueryText(query), [query]);
  useEffect(() => setLocationText(locationLabel(location, t)), [location, t]);
  // What was typed into the server-drawn boxes before the remote took the page over (issue 27) stays: the first
  // render drew the address's words, the boxes hold the visitor's. In a page drawn by the browser they are the same.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value;
    const [typedQuery, typedLocation] = [typed('query'), typed('location')];
    if (typedQuery !== undefined && typedQuery !== query) setQueryText(typedQuery);
    if (typedLocation !== undefined && typedLocation !== locationLabel(location, t)) setLocationText(typedLocation);
    // Once, at the takeover: later the boxes are React's.
  }, []);

  const querySuggestions = useSuggestions(queryText, typing === 'query');
  const locationSuggestions = useSuggestions(locationText, typing === 'location');
  const queryOptions = useMemo(() => toOptions(querySuggestions.suggestions, ['title', 'skill'], t), [querySuggestions.suggestions, t]);
  const locationOptions = useMemo(() => {
    const places = toOptions(locationSuggestions.suggestions, ['location'], t);
    if (!onUseCurrentLocation) return places;
    return [{ id: CURRENT_LOCATION_ID, label: t('search.location.useCurrent'), text: '', current: true }, ...places];
  }, [locationSuggestions.suggestions, onUseCurrentLocation, t]);

  // A special location ('current location:::…') shows a friendly label; searching again keeps its coordinates.
  const locationValue = () => (locationText === locationLabel(location, t) ? location : locationText.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(queryText.trim(), locationValue());
  };

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={t('search.form')}
      onSubmit={submit}
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
      <Combobox
        label={t('search.query')}
        inputProps={{ name: 'query', maxLength: MAX_QUERY_LENGTH }}
        value={queryText}
        onChange={setQueryText}
        options={queryOptions}
        onOpenChange={(open) => setTyping(open ? 'query' : null)}
        status={typing === 'query' ? statusOf(querySuggestions, t) : null}
        onPick={(option) => {
          setQueryText(option.text);
          onSearch(option.text, locationValue());
        }}
      />
      <Combobox
        label={t('search.location')}
        inputProps={{ name: 'location', maxLength: MAX_LOCATION_LENGTH }}
        value={locationText}
        onChange={setLocationText}
        options={locationOptions}
        onOpenChange={(open) => setTyping(open ? 'location' : null)}
        status={typing === 'location' ? statusOf(locationSuggestions, t) : null}
        onPick={(option) => {
          if (option.current) return onUseCurrentLocation?.();
          setLocationText(option.text);
          onSearch(queryText.trim(), option.text);
        }}
      />
      <Button type="submit">{t('search.submit')}</Button>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
