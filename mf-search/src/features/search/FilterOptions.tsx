import { useId, useState, type KeyboardEvent } from 'react';
import type { Theme } from '@emotion/react';
import type { FilterOption } from '@careers/shared/contracts';
import { visuallyHidden } from '@careers/shared/a11y';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { input, muted } from '../../ui/styles';
import { VirtualList } from '../../ui/VirtualList';

/** Longer option lists are windowed (issue: long lists stay smooth). */
export const VIRTUALISE_OVER = 100;
/** Lists longer than this get a box to type in (Location runs to a few hundred places, issue 14 #7). */
export const SEARCHABLE_OVER = 10;
const ROW_HEIGHT = 40;
const LIST_HEIGHT = 320;

/** Case and accents do not matter when typing a place: 'munchen' finds 'München', 'sao' 'São Paulo'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase();

/** Options whose label (or value) contains every typed word, in the server's order. */
export function matchingOptions(options: readonly FilterOption[], text: string): FilterOption[] {
  const words = folded(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const haystack = `${folded(option.label)} ${folded(option.value)}`;
    return words.every((word) => haystack.includes(word));
  });
}

export interface FilterOptionsProps {
  /** The filter's display name ('Location'). */
  name: string;
  options: readonly FilterOption[];
  chosen: readonly string[];
  onToggle: (value: string, on: boolean) => void;
}

/**
 * One filter's options as checkboxes: every option the search sends, windowed when long, and for long
 * lists a text box above that narrows them as the visitor types (the filterable checkbox list: the
 * box is labelled, a polite status says how many match, ArrowDown goes from the box to the first
 * option). Ticked options stay in the list whatever is typed, so they can always be unticked.
 */
export function FilterOptions({ name, options, chosen, onToggle }: FilterOptionsProps) {
  const { t } = useSearchI18n();
  const [text, setText] = useState('');
  const listId = useId();
  const searchable = options.length > SEARCHABLE_OVER;
  const matches = searchable ? matchingOptions(options, text) : [...options];
  const shown = text.trim() ? [...options.filter((o) => chosen.includes(o.value) && !matches.includes(o)), ...matches] : matches;

  const virtual = shown.length > VIRTUALISE_OVER;
  // A place may be one word wider than a phone (issue: trial finding 4): its full name must be readable.
  // Rows wrap (the name breaks anywhere) unless windowed, where every row has ROW_HEIGHT: there the name
  // is cut to one line and shown whole, over the rows below, while its row is hovered or focused.
  // The label holds the whole text either way, so the checkbox's accessible name is never cut.
  const labelText = virtual
    ? (theme: Theme) =>
        ({
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          'label:hover > &, label:focus-within > &': {
            position: 'relative',
            zIndex: 2,
            alignSelf: 'flex-start',
            marginTop: 9,
            whiteSpace: 'normal',
            overflowWrap: 'anywhere',
            overflow: 'visible',
            background: theme.colors.background,
            boxShadow: `0 0 0 4px ${theme.colors.background}`,
          },
        }) as const
    : { flex: 1, minWidth: 0, overflowWrap: 'anywhere' as const, padding: '4px 0' };
  const row = (option: FilterOption) => (
    <label key={option.value} title={virtual ? option.label : undefined} css={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: ROW_HEIGHT, cursor: 'pointer' }}>
      <input type="checkbox" checked={chosen.includes(option.value)} onChange={(event) => onToggle(option.value, event.target.checked)} css={{ width: 18, height: 18, flex: 'none' }} />
      <span css={labelText}>{option.label}</span>
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
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={toFirstOption}
            aria-label={t('search.filters.find', { name })}
            aria-controls={listId}
            placeholder={t('search.filters.find', { name })}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            css={(theme) => [input(theme), { minHeight: 40 }]}
          />
          <div role="status" css={text.trim() ? [muted, { marginTop: 4 }] : visuallyHidden}>
            {text.trim() && (matches.length === 0 ? t('search.filters.noMatch', { name, text: text.trim() }) : t('search.filters.shown', { shown: matches.length, count: options.length }))}
          </div>
        </div>
      )}
      <div id={listId}>
        {virtual ? (
          // Keyed by the typed text: a shorter list starts from its top.
          <VirtualList key={text} count={shown.length} rowHeight={ROW_HEIGHT} height={LIST_HEIGHT} renderRow={(i) => row(shown[i] as FilterOption)} />
        ) : (
          shown.map(row)
        )}
      </div>
    </>
  );
}
