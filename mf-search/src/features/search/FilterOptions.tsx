import { useId, useState, type KeyboardEvent } from 'react';
import type { FilterOption } from '@careers/shared/contracts';
import { TextField } from '@careers/shared/ui';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { muted } from '../../ui/styles';

/** Lists longer than this get a box to type in (Location runs to a few hundred places, issue 14 #7). */
const SEARCHABLE_OVER = 10;
const ROW_HEIGHT = 40;

/**
 * Each known filter's own words ('Filter locations', 'No location matches “x”', '221 locations'): a
 * display name cannot be put in a sentence ('Find a Skills', trial s20 finding 3), and a company may
 * rename its filters. Filters this page does not know speak of their display name's options.
 */
const FACET_TEXTS: Readonly<Record<string, { find: string; noMatch: string; count: string; shown: string }>> = {
  location: {
    find: 'search.filters.location.find',
    noMatch: 'search.filters.location.noMatch',
    count: 'search.filters.location.count',
    shown: 'search.filters.location.shown',
  },
  skills: {
    find: 'search.filters.skills.find',
    noMatch: 'search.filters.skills.noMatch',
    count: 'search.filters.skills.count',
    shown: 'search.filters.skills.shown',
  },
  department: {
    find: 'search.filters.department.find',
    noMatch: 'search.filters.department.noMatch',
    count: 'search.filters.department.count',
    shown: 'search.filters.department.shown',
  },
  country: {
    find: 'search.filters.country.find',
    noMatch: 'search.filters.country.noMatch',
    count: 'search.filters.country.count',
    shown: 'search.filters.country.shown',
  },
  employment_type: {
    find: 'search.filters.employmentType.find',
    noMatch: 'search.filters.employmentType.noMatch',
    count: 'search.filters.employmentType.count',
    shown: 'search.filters.employmentType.shown',
  },
};
const OTHER_TEXTS = { find: 'search.filters.find', noMatch: 'search.filters.noMatch', count: 'search.filters.count', shown: 'search.filters.shown' };

function filterTexts(t: (key: string, values?: Record<string, string | number>) => string, facet: string, name: string) {
  const keys = FACET_TEXTS[facet] ?? OTHER_TEXTS;
  return {
    find: t(keys.find, { name }),
    noMatch: (text: string) => t(keys.noMatch, { name, text }),
    count: (count: number) => t(keys.count, { name, count }),
    // '3 of 138 locations', not '3 of 138' (user trial s21: the count before typing named its noun, this did not).
    shown: (shown: number, count: number) => t(keys.shown, { name, shown, count }),
  };
}

/** Case and accents do not matter when typing a place: 'munchen' finds 'München', 'sao' 'São Paulo'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase();

/** Options whose label (or value) contains every typed word, in the server's order. */
function matchingOptions(options: readonly FilterOption[], text: string): FilterOption[] {
  const words = folded(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const haystack = `${folded(option.label)} ${folded(option.value)}`;
    return words.every((word) => haystack.includes(word));
  });
}

export interface FilterOptionsProps {
  /** The filter's key ('location'): its texts ('Filter locations') where this page knows it. */
  facet: string;
  /** The filter's display name ('Location'), for the texts of filters this page does not know. */
  name: string;
  options: readonly FilterOption[];
  chosen: readonly string[];
  onToggle: (value: string, on: boolean) => void;
}

/**
 * One filter's options as checkboxes: every option the search sends, and for long lists a text box
 * above that narrows them as the visitor types (the filterable checkbox list: the box is labelled and
 * described by a polite status that says how many there are, or how many match; ArrowDown goes from
 * the box to the first option). Ticked options stay in the list whatever is typed, so they can always
 * be unticked.
 *
 * Every row is in the document, not only those in view (trial s20 finding 2: a windowed list of 138
 * places held 12 checkboxes, all a screen reader's virtual cursor could reach, with no count). Drawing
 * all 221 places of the e2e company makes opening Location cost 70-110 ms from the press to the next
 * frame in Chromium on a busy 2-core machine instead of 25-30 ms (README, "Location filter"): well
 * inside a response to a press, and the list is Location's only (other filters stop at 200).
 * `content-visibility: auto` lets the browser skip laying out and painting the rows out of view while
 * they stay in the accessibility tree and in find-in-page.
 */
export function FilterOptions({ facet, name, options, chosen, onToggle }: FilterOptionsProps) {
  const { t } = useSearchI18n();
  const texts = filterTexts(t, facet, name);
  const statusId = useId();
  const [text, setText] = useState('');
  const listId = useId();
  const searchable = options.length > SEARCHABLE_OVER;
  const matches = searchable ? matchingOptions(options, text) : [...options];
  const shown = text.trim() ? [...options.filter((o) => chosen.includes(o.value) && !matches.includes(o)), ...matches] : matches;

  const row = (option: FilterOption) => (
    <label
      key={option.value}
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        minHeight: ROW_HEIGHT,
        // Room for the checkbox's focus ring: content-visibility clips painting to the row.
        paddingInline: 4,
        cursor: 'pointer',
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${ROW_HEIGHT}px`,
      }}
    >
      <input
        type="checkbox"
        checked={chosen.includes(option.value)}
        onChange={(event) => onToggle(option.value, event.target.checked)}
        // The label's words read 'Engineering 49', a bare number (user trial s21): the name says what it counts.
        aria-label={option.count === undefined ? undefined : t('search.filters.option', { label: option.label, count: option.count })}
        css={{ width: 18, height: 18, flex: 'none' }}
      />
      {/* A place may be one word wider than a phone (trial finding 4, 2026-11-28): the name breaks anywhere. */}
      <span css={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', padding: '4px 0' }}>{option.label}</span>
      {option.count !== undefined && <span css={muted}>{option.count}</span>}
    </label>
  );
  const toFirstOption = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    document.getElementById(listId)?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
  };

  return (
    <>
      {searchable && (
        <div css={(theme) => ({ position: 'sticky', top: -4, zIndex: 1, background: theme.colors.background, padding: '8px 0 4px' })}>
          <TextField
            type="search"
            label={texts.find}
            hideLabel
            value={text}
            onChange={setText}
            onKeyDown={toFirstOption}
            aria-describedby={statusId}
            aria-controls={listId}
            placeholder={texts.find}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
          />
          {/* How many there are ('221 locations') before anything is typed, how many match after. */}
          <div id={statusId} role="status" css={[muted, { marginTop: 4 }]}>
            {text.trim() ? (matches.length === 0 ? texts.noMatch(text.trim()) : texts.shown(matches.length, options.length)) : texts.count(options.length)}
          </div>
        </div>
      )}
      <div id={listId}>{shown.map(row)}</div>
    </>
  );
}
