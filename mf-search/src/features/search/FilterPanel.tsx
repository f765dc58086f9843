import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { visuallyHidden } from '@careers/shared/a11y';
import { notReadyStyle, useNotReady } from '@careers/shared/ui';
import type { FilterDef, FilterOption } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import type { FilterNaming } from '../../url/searchUrlState';
import { linkButton } from '../../ui/styles';
import { FilterOptions } from './FilterOptions';

// Every filter's options (a few hundred checkboxes, inside closed pop-ups) rendered in the same render as
// the first results made that one long task (issue 27 profile). A filter's options are drawn once its pop-up is
// first opened (and kept from then on), from a deferred copy of the filters, and are skipped when nothing of theirs
// changed: a search page's start drew ~420 components for pop-ups nobody had opened, in one commit after the results.
const LaterOptions = memo(FilterOptions);
const NONE: string[] = [];
const NONE_OPTIONS: FilterOption[] = [];

/** Marker options for the map (spec §3 Map marker), not filters a visitor ticks. */
const MARKER_FILTERS = new Set(['latlong_non_remote', 'latlong_remote']);
/** Room for the type-to-filter box above a windowed list of 320 px. */
const POPUP_MAX_HEIGHT = 420;

/** The group's DOM id: the page puts the keyboard on its first filter after 'Clear filters'. */
export const FILTER_GROUP_ID = 'search-filters';

export interface FilterPanelProps {
  filters: readonly FilterDef[];
  naming: FilterNaming;
  selected: Record<string, string[]>;
  /** Offer 'Clear filters' (the address has filters, or some are ticked and not yet searched). */
  canClear: boolean;
  onToggle: (key: string, value: string, on: boolean) => void;
  onClear: () => void;
}

/** Options with the selected values that the current results no longer count kept in, so they can be unticked. */
function optionsOf(def: FilterDef, selected: string[], labelMap: Readonly<Record<string, string>> = {}): FilterOption[] {
  const known = new Set(def.options.map((o) => o.value));
  const missing = selected.filter((v) => !known.has(v)).map((value) => ({ label: labelMap[value] ?? value, value, count: 0 }));
  return [...missing, ...def.options];
}

/**
 * The filters to show: the search's definitions, and any filter with chosen values they lack (no
 * search has answered yet, e.g. the first one failed), so a chosen value can always be unticked.
 */
function visibleFilters(filters: readonly FilterDef[], selected: Record<string, string[]>, naming: FilterNaming): FilterDef[] {
  const shown = filters.filter((def) => !MARKER_FILTERS.has(def.filterName));
  const known = new Set(shown.map((def) => def.filterName));
  const missing = naming.keys
    .filter((key) => !known.has(key) && !MARKER_FILTERS.has(key) && (selected[key]?.length ?? 0) > 0)
    .map((key) => ({ filterName: key, displayName: naming.displayNames[key] ?? key, options: [] }));
  return [...shown, ...missing];
}

/**
 * From 600 px up a pop-up hangs from its chip's left edge; one whose chip sits near the right edge
 * of the screen would run off it, so it opens leftwards from the chip's right edge instead. (Below
 * 600 px the pop-up spans the whole filter group, see the styles.)
 */
function flipIfOffScreen(details: HTMLDetailsElement) {
  const popup = details.querySelector('fieldset');
  if (!details.open || !popup) return;
  popup.style.removeProperty('left');
  popup.style.removeProperty('right');
  if (popup.getBoundingClientRect().right <= document.documentElement.clientWidth) return;
  popup.style.left = 'auto';
  popup.style.right = '0';
}

/** The least height a pop-up is cut to: its type-to-filter box, the count and a few options. */
const POPUP_MIN_HEIGHT = 200;
/** Room left between a pop-up's bottom edge and the screen's. */
const POPUP_SCREEN_MARGIN = 8;

/**
 * A pop-up is cut to the room between its top and the bottom of the screen: at 390x844 the Department, Location and
 * Skills pop-ups hung from ~447 px to ~867 px, their last ~23 px and the end of their list's scrollbar off the
 * screen (user trial s21). Where the room is less than a usable pop-up (a chip near the bottom of the screen), the
 * pop-up keeps that least height and the page scrolls it into view.
 */
function fitToScreenHeight(details: HTMLDetailsElement) {
  const popup = details.querySelector('fieldset');
  if (!details.open || !popup) return;
  popup.style.removeProperty('max-height');
  const room = document.documentElement.clientHeight - popup.getBoundingClientRect().top - POPUP_SCREEN_MARGIN;
  popup.style.maxHeight = `${Math.round(Math.min(POPUP_MAX_HEIGHT, Math.max(POPUP_MIN_HEIGHT, room)))}px`;
  if (room < POPUP_MIN_HEIGHT) popup.scrollIntoView?.({ block: 'nearest' });
}

/** The filters of the search (searchConfig.allFilters) with result counts, each a disclosure of checkboxes. */
export function FilterPanel({ filters, naming, selected, canClear, onToggle, onClear }: FilterPanelProps) {
  const { t } = useSearchI18n();
  const root = useRef<HTMLDivElement>(null);
  const visible = visibleFilters(filters, selected, naming);
  const laterFilters = useDeferredValue(filters);
  const optionsByKey = useMemo(
    () => new Map(visibleFilters(laterFilters, selected, naming).map((def) => [def.filterName, optionsOf(def, selected[def.filterName] ?? NONE, naming.labelMaps[def.filterName])])),
    [laterFilters, selected, naming],
  );
  // One toggle function per filter that keeps its identity (the memoised options are skipped) and calls the
  // latest onToggle.
  const latestToggle = useRef(onToggle);
  useLayoutEffect(() => {
    latestToggle.current = onToggle;
  });
  // The filters whose pop-up has been open: only theirs hold options (a closed pop-up's content is neither seen nor
  // heard). Opened by the chip's own click handler (mouse, Enter, Space), which marks it here.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const markOpened = (key: string) => setOpened((before) => (before.has(key) ? before : new Set(before).add(key)));
  const togglers = useRef(new Map<string, (value: string, on: boolean) => void>());
  const togglerOf = useCallback((key: string) => {
    let toggle = togglers.current.get(key);
    if (!toggle) {
      toggle = (value, on) => latestToggle.current(key, value, on);
      togglers.current.set(key, toggle);
    }
    return toggle;
  }, []);

  // Drawn by the server (issue 27), the chips open natively before the remote takes the page over: a pop-up opened
  // then gets its options at the takeover. Until then the chips say they are getting ready.
  const notReady = useNotReady(t('details.notReady'));
  useLayoutEffect(() => {
    root.current?.querySelectorAll<HTMLDetailsElement>('details[open][data-filter]').forEach((d) => markOpened(d.dataset.filter ?? ''));
    // Once, at the takeover.
  }, []);

  // An open filter closes on a click elsewhere, like any pop-up.
  useEffect(() => {
    const close = (event: MouseEvent) => {
      root.current?.querySelectorAll('details[open]').forEach((d) => !d.contains(event.target as Node) && d.removeAttribute('open'));
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);

  if (visible.length === 0 && !canClear) return null;
  return (
    <div
      ref={root}
      id={FILTER_GROUP_ID}
      role="group"
      aria-label={t('search.filters')}
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.spacing.sm,
        alignItems: 'center',
        // On a phone the chips are part of the page's row that scrolls sideways, and a pop-up spans
        // the width of that row's outer box (see SearchPage), wherever its chip sits.
        [theme.mq.phone]: { flexWrap: 'nowrap' },
      })}
    >
      {visible.map((def) => {
        const key = def.filterName;
        const name = naming.displayNames[key] ?? def.displayName ?? key;
        const chosen = selected[key] ?? NONE;
        return (
          <details
            key={key}
            data-filter={key}
            name="search-filters"
            css={(theme) => ({ position: 'relative', [theme.mq.phone]: { position: 'static' } })}
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || !event.currentTarget.open) return;
              event.currentTarget.open = false;
              event.currentTarget.querySelector('summary')?.focus();
            }}
            // Tabbing out of an open pop-up closes it, as a click elsewhere does. A blur to nowhere
            // (the window losing focus) is left to the click handler above. Closed after the browser
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
                if (details.open) markOpened(key);
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
              })]}
            >
              {chosen.length ? (
                <>
                  {/* Heard as 'Department, 1 selected', seen as 'Department' and a count: the whole words widened the
                      row until Map, Job cart and the assistant wrapped below it at 1280 px, moving the results down
                      48 px at the first tick (trial 23). */}
                  <span css={visuallyHidden}>{t('search.filters.selected', { name, count: chosen.length })}</span>
                  <span aria-hidden="true">{name}</span>
                  <span
                    aria-hidden="true"
                    css={(theme) => ({
                      minWidth: 22,
                      padding: '0 6px',
                      borderRadius: theme.radii.pill,
                      background: theme.colors.primary,
                      color: theme.colors.onPrimary,
                      fontSize: 13,
                      lineHeight: '22px',
                      textAlign: 'center',
                    })}
                  >
                    {chosen.length}
                  </span>
                </>
              ) : (
                name
              )}
              <span aria-hidden="true">▾</span>
            </summary>
            <fieldset
              // A mouse-down on an option's text moves focus to the nearest focusable ancestor. Without
              // this that was the page's <main tabIndex=-1>, outside the pop-up, so the blur above
              // closed the pop-up in the middle of the mouse-down: the click never reached the
              // checkbox, and Debian's Chromium 156 killed the tab (issue 14 #1). Focusable itself,
              // the pop-up keeps the focus (not a Tab stop: -1).
              tabIndex={-1}
              css={(theme) => ({
                position: 'absolute',
                zIndex: theme.zIndex.dropdown,
                top: 'calc(100% + 4px)',
                left: 0,
                width: 300,
                // Never wider than the page between its gutters (spec §9: 24 px from 600 px up).
                maxWidth: `calc(100vw - ${2 * theme.gutters.tablet}px)`,
                // A fieldset is at least as wide as its content by default; long labels are cut instead.
                minWidth: 0,
                // Below 600 px a chip may sit anywhere in the row: the pop-up takes the group's
                // width instead of running off the right edge of the screen.
                [theme.mq.phone]: { right: 0, width: 'auto', maxWidth: 'none' },
                maxHeight: POPUP_MAX_HEIGHT,
                overflowY: 'auto',
                margin: 0,
                padding: '4px 12px',
                background: theme.colors.background,
                border: `1px solid ${theme.colors.border}`,
                borderRadius: theme.radii.md,
                boxShadow: '0 8px 24px rgba(16, 24, 40, 0.18)',
              })}
            >
              <legend css={visuallyHidden}>{name}</legend>
              {opened.has(key) && <LaterOptions facet={key} name={name} options={optionsByKey.get(key) ?? NONE_OPTIONS} chosen={chosen} onToggle={togglerOf(key)} />}
            </fieldset>
          </details>
        );
      })}
      {canClear && (
        <button type="button" onClick={onClear} css={linkButton}>
          {t('search.filters.clear')}
        </button>
      )}
    </div>
  );
}
