import { memo } from 'react';
import type { Theme } from '@emotion/react';
import { visuallyHidden } from '@careers/shared/a11y';
import { notReadyStyle, twoStateStyles, type useNotReady } from '@careers/shared/ui';
import type { FilterOption } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { FilterOptions } from './FilterOptions';
import { fitToScreenHeight, flipIfOffScreen, POPUP_MAX_HEIGHT } from './filterPopupPlacement';

// Every filter's options (a few hundred checkboxes, inside closed pop-ups) rendered in the same render as
// the first results made that one long task (issue 27 profile). A filter's options are drawn once its pop-up is
// first opened (and kept from then on), from a deferred copy of the filters, and are skipped when nothing of theirs
// changed: a search page's start drew ~420 components for pop-ups nobody had opened, in one commit after the results.
const LaterOptions = memo(FilterOptions);

const chipStyle = (theme: Theme) => ({ position: 'relative' as const, [theme.mq.phone]: { position: 'static' as const } });

const countStyle = (theme: Theme) => ({
  minWidth: 22,
  padding: '0 6px',
  borderRadius: theme.radii.pill,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontSize: 13,
  lineHeight: '22px',
  textAlign: 'center' as const,
});

const popupStyle = (theme: Theme) => ({
  position: 'absolute' as const,
  zIndex: theme.zIndex.dropdown,
  top: 'calc(100% + 4px)',
  insetInlineStart: 0,
  width: 300,
  // Never wider than the page between its gutters (spec §9: 24 px from 600 px up).
  maxWidth: `calc(100vw - ${2 * theme.gutters.tablet}px)`,
  // A fieldset is at least as wide as its content by default; long labels are cut instead.
  minWidth: 0,
  // Below 600 px a chip may sit anywhere in the row: the pop-up takes the group's
  // width instead of running off the far edge of the screen.
  [theme.mq.phone]: { insetInlineEnd: 0, width: 'auto', maxWidth: 'none' },
  maxHeight: POPUP_MAX_HEIGHT,
  overflowY: 'auto' as const,
  margin: 0,
  padding: '4px 12px',
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: '0 8px 24px rgba(16, 24, 40, 0.18)',
});

export interface FilterChipProps {
  facet: string;
  name: string;
  chosen: string[];
  /** The options, drawn once the pop-up has been open (`opened`). */
  options: FilterOption[];
  opened: boolean;
  onOpen: () => void;
  onToggle: (value: string, on: boolean) => void;
  notReady: ReturnType<typeof useNotReady>;
}

/** One filter of the search: a chip that says how many of its values are ticked, and its pop-up of checkboxes. */
export function FilterChip({ facet, name, chosen, options, opened, onOpen, onToggle, notReady }: FilterChipProps) {
  return (
    <details
      data-filter={facet}
      name="search-filters"
      css={chipStyle}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector('summary')?.focus();
      }}
      // Tabbing out of an open pop-up closes it, as a click elsewhere does. A blur to nowhere
      // (the window losing focus) is left to the group's click handler (useOpenedFilters). Closed after the browser
      // has finished the focus change, never during it: hiding the pop-up while Chromium is
      // handling a mouse-down inside it crashes the renderer (issue 14 #1).
      onBlur={(event) => {
        const details = event.currentTarget;
        const next = event.relatedTarget as Node | null;
        if (!details.open || !next || details.contains(next)) return;
        setTimeout(() => {
          if (!details.contains(document.activeElement)) details.open = false;
        });
      }}
    >
      <summary
        {...notReady}
        // Opened here rather than by the browser, so the pop-up is placed before it is first drawn.
        onClick={(event) => {
          event.preventDefault();
          const details = event.currentTarget.parentElement as HTMLDetailsElement;
          details.open = !details.open;
          if (details.open) onOpen();
          flipIfOffScreen(details);
          // On a phone the chips scroll sideways: an open pop-up's chip must be in view, or the pop-up
          // has no visible owner (trial s20 finding 4). jsdom has no scrollIntoView.
          if (details.open) event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
          // Measured once the chip is where it will stay.
          fitToScreenHeight(details);
        }}
        css={[notReadyStyle, (theme) => ({
          listStyle: 'none',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 6,
          minHeight: 40,
          padding: '0 14px',
          border: `1px solid ${chosen.length ? theme.colors.primary : theme.colors.controlBorder}`,
          borderRadius: theme.radii.pill,
          background: chosen.length ? theme.colors.secondaryHover : theme.colors.background,
          cursor: 'pointer',
          '&::-webkit-details-marker': { display: 'none' },
          '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
          ...twoStateStyles(theme, chosen.length > 0),
        })]}
      >
        <ChipLabel name={name} count={chosen.length} />
        <span aria-hidden="true">▾</span>
      </summary>
      <fieldset
        // A mouse-down on an option's text moves focus to the nearest focusable ancestor. Without
        // this that was the page's <main tabIndex=-1>, outside the pop-up, so the blur above
        // closed the pop-up in the middle of the mouse-down: the click never reached the
        // checkbox, and Debian's Chromium 156 killed the tab (issue 14 #1). Focusable itself,
        // the pop-up keeps the focus (not a Tab stop: -1).
        tabIndex={-1}
        css={popupStyle}
      >
        <legend css={visuallyHidden}>{name}</legend>
        {opened && <LaterOptions facet={facet} name={name} options={options} chosen={chosen} onToggle={onToggle} />}
      </fieldset>
    </details>
  );
}

/** The chip's words: the filter's name, and with values ticked their count. */
function ChipLabel({ name, count }: { name: string; count: number }) {
  const { t } = useSearchI18n();
  if (!count) return name;
  return (
    <>
      {/* Heard as 'Department, 1 selected', seen as 'Department' and a count: the whole words widened the
          row until Map, Job cart and the assistant wrapped below it at 1280 px, moving the results down
          48 px at the first tick (trial 23). */}
      <span css={visuallyHidden}>{t('search.filters.selected', { name, count })}</span>
      <span aria-hidden="true">{name}</span>
      <span aria-hidden="true" css={countStyle}>
        {count}
      </span>
    </>
  );
}
