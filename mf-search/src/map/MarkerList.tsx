import { useRef } from 'react';
import { colors, radii, spacing, typography } from '@careers/shared/theme';
import type { MapItem } from './mapItems';
import type { MapTranslate } from './mapMessages';

export interface MarkerListProps {
  items: MapItem[];
  t: MapTranslate;
  /** Shown as a button that centres the map on it. */
  hasCurrentLocation: boolean;
  onActivate(item: MapItem): void;
  onShowCurrentLocation(): void;
}

const chip = {
  minHeight: 44,
  padding: `${spacing.xs}px ${spacing.md}px`,
  border: `1px solid ${colors.controlBorder}`,
  borderRadius: radii.pill,
  background: colors.background,
  color: colors.text,
  font: 'inherit',
  fontSize: typography.size.sm,
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { background: colors.surface },
  '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 2 },
  '&[aria-current="location"]': { background: colors.text, color: colors.background, borderColor: colors.text },
} as const;

/**
 * The map's symbols as buttons: canvas maps say nothing to screen readers and take no keyboard
 * focus, so this list mirrors what is in view and does what clicking the map does.
 */
export function MarkerList({ items, t, hasCurrentLocation, onActivate, onShowCurrentLocation }: MarkerListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <ul
      ref={listRef}
      tabIndex={-1}
      aria-label={t('search.map.listLabel')}
      css={{
        listStyle: 'none',
        margin: 0,
        padding: spacing.xs,
        display: 'flex',
        flexWrap: 'wrap',
        gap: spacing.sm,
        maxHeight: 200,
        overflowY: 'auto',
        '&:focus-visible': { outline: `3px solid ${colors.focusRing}` },
      }}
    >
      {hasCurrentLocation && (
        <li>
          <button type="button" css={chip} onClick={onShowCurrentLocation}>
            {t('search.map.currentLocation')}
          </button>
        </li>
      )}
      {items.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            css={chip}
            aria-current={item.selected ? 'location' : undefined}
            onClick={() => {
              // Expanding replaces the buttons in view; keep focus in the list instead of losing it.
              if (item.kind === 'cluster') listRef.current?.focus();
              onActivate(item);
            }}
          >
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
