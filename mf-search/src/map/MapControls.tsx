import { Button } from '@careers/shared/ui';
import { colors, radii, spacing, typography } from '@careers/shared/theme';
import type { MapTranslate } from './mapMessages';

export interface MapControlsProps {
  t: MapTranslate;
  canZoomIn: boolean;
  canZoomOut: boolean;
  onZoom(delta: number): void;
  onSearchArea(): void;
  onClose?(): void;
}

const square = {
  width: 44,
  height: 44,
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${colors.controlBorder}`,
  borderRadius: radii.md,
  background: colors.background,
  color: colors.text,
  font: 'inherit',
  fontSize: typography.size.lg,
  fontWeight: typography.weight.bold,
  cursor: 'pointer',
  boxShadow: '0 1px 3px rgba(13, 17, 23, 0.25)',
  '&:hover:not([aria-disabled="true"])': { background: colors.surface },
  '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 2 },
  '&[aria-disabled="true"]': { color: colors.textMuted, cursor: 'not-allowed' },
} as const;

const overlay = { position: 'absolute', zIndex: 1 } as const;

/** Buttons over the map. Zoom limits use aria-disabled: a disabled button would drop keyboard focus. */
export function MapControls({ t, canZoomIn, canZoomOut, onZoom, onSearchArea, onClose }: MapControlsProps) {
  // In reading order, left to right: close, search, zoom. Physical sides on purpose: the map's frame is left to right
  // in every language (MapView gives it dir="ltr"), like the map under it.
  return (
    <>
      {onClose && (
        <div css={{ ...overlay, top: spacing.sm, left: spacing.sm }}>
          <button type="button" css={square} aria-label={t('search.map.close')} title={t('search.map.close')} onClick={onClose}>
            ×
          </button>
        </div>
      )}
      <div
        css={{
          ...overlay,
          top: spacing.sm,
          left: '50%',
          transform: 'translateX(-50%)',
          // One line between the close and zoom buttons even on a 320 px phone. A descendant
          // selector: Button's own styles would win over a css prop passed to it.
          '& button': { padding: `0 ${spacing.md}px`, whiteSpace: 'nowrap', boxShadow: '0 1px 3px rgba(13, 17, 23, 0.25)' },
        }}
      >
        <Button variant="secondary" onClick={onSearchArea}>
          {t('search.map.searchArea')}
        </Button>
      </div>
      <div css={{ ...overlay, top: spacing.sm, right: spacing.sm, display: 'grid', gap: spacing.xs }}>
        <button type="button" css={square} aria-label={t('search.map.zoomIn')} title={t('search.map.zoomIn')} aria-disabled={!canZoomIn} onClick={() => canZoomIn && onZoom(1)}>
          +
        </button>
        <button type="button" css={square} aria-label={t('search.map.zoomOut')} title={t('search.map.zoomOut')} aria-disabled={!canZoomOut} onClick={() => canZoomOut && onZoom(-1)}>
          −
        </button>
      </div>
    </>
  );
}
