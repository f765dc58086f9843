import { useMemo, useState } from 'react';
import { Combobox, type ComboboxOption } from '@careers/shared/combobox';
import type { Suggestion } from '@careers/shared/contracts';
import { useSuggestions, type SuggestionsState } from '../../data/useSuggestions';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { MAX_LOCATION_LENGTH, MAX_QUERY_LENGTH } from '../../url/searchUrlState';

type I18nT = ReturnType<typeof useSearchI18n>['t'];

export interface SuggestionOption extends ComboboxOption {
  /** What a pick puts in the box and searches for. */
  text: string;
  /** 'Use my current location', which searches around the visitor instead. */
  current?: boolean;
}

/**
 * The search form's two boxes: each named by its address parameter (what the form sends where no script runs),
 * taking at most what the server takes, offering its own kinds of suggestion.
 */
const BOXES = {
  query: { label: 'search.query', maxLength: MAX_QUERY_LENGTH, types: ['title', 'skill'] },
  location: { label: 'search.location', maxLength: MAX_LOCATION_LENGTH, types: ['location'] },
} as const satisfies Record<string, { label: string; maxLength: number; types: readonly Suggestion['type'][] }>;

export interface SuggestionBoxProps {
  name: keyof typeof BOXES;
  value: string;
  onChange: (value: string) => void;
  /** Listed before the suggestions. */
  first?: readonly SuggestionOption[];
  onPick: (option: SuggestionOption) => void;
}

const toOptions = (list: Suggestion[], types: readonly Suggestion['type'][], t: I18nT): SuggestionOption[] =>
  list
    .filter((s) => types.includes(s.type))
    .map((s) => ({ id: `${s.type}:${s.text}`, label: s.text, text: s.text, detail: t(`search.suggestion.${s.type}`) }));

function statusOf(state: SuggestionsState, t: I18nT) {
  if (state.failed) return { text: t('search.suggestions.error'), isError: true };
  return state.isLoading ? { text: t('search.suggestions.loading'), isError: false } : null;
}

const none: readonly SuggestionOption[] = [];

/**
 * One box of the search form: the server's suggestions of the given kinds for what is typed, asked for only while
 * the visitor types in this box (spec §5 "Search box"), with a line under it while they load or when they fail.
 */
export function SuggestionBox({ name, value, onChange, first = none, onPick }: SuggestionBoxProps) {
  const { t } = useSearchI18n();
  const { label, maxLength, types } = BOXES[name];
  const [typing, setTyping] = useState(false);
  const suggestions = useSuggestions(value, typing);
  const options = useMemo(() => [...first, ...toOptions(suggestions.suggestions, types, t)], [first, suggestions.suggestions, types, t]);
  return (
    <Combobox
      label={t(label)}
      inputProps={{ name, maxLength }}
      value={value}
      onChange={onChange}
      options={options}
      onOpenChange={setTyping}
      status={typing ? statusOf(suggestions, t) : null}
      onPick={onPick}
    />
  );
}
