import { useRef } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { colors, radii, spacing, typography } from '@careers/shared/theme';
import { MapControls } from './MapControls';
import type { MapTranslate } from './mapMessages';
import './mapMessages';
import { MarkerList } from './MarkerList';
import type { MapViewProps } from './types';
import { useMapController } from './useMapController';

/**
 * The job map (spec §2 Search and map): pins and clusters, the candidate's position, zoom buttons
 * and 'Search this area', with a list of what is in view for keyboard and screen-reader users.
 * Loaded lazily (LazyMapView): OpenLayers is only downloaded when the map opens.
 */
export default function MapView(props: MapViewProps) {
  const { t } = useI18n();
  const translate = t as MapTranslate;
  const targetRef = useRef<HTMLDivElement>(null);
  const { controller, state } = useMapController(targetRef, props, translate);
  const { markers, currentLocation, onSearchArea, onClose } = props;

  const note = { margin: 0, color: colors.textMuted, fontSize: typography.size.sm } as const;
  return (
    <div role="region" aria-label={t('search.map.region')} css={{ display: 'grid', gap: spacing.sm }}>
      {/* The map itself stays left to right in every language (west is on the left); its buttons sit over it. The list
          of places and the notes below follow the page's direction. */}
      <div dir="ltr" css={{ position: 'relative' }}>
        <div
          ref={targetRef}
          role="application"
          tabIndex={0}
          aria-label={t('search.map.canvas')}
          css={{
            height: 'clamp(320px, 60vh, 560px)',
            borderRadius: radii.md,
            overflow: 'hidden',
            background: '#d6e6f2',
            '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 2 },
          }}
        />
        <MapControls
          t={translate}
          canZoomIn={state.canZoomIn}
          canZoomOut={state.canZoomOut}
          onZoom={(delta) => controller?.zoomBy(delta)}
          onSearchArea={() => controller && onSearchArea(controller.areaLocation())}
          onClose={onClose}
        />
      </div>
      {state.baseMapFailed && (
        <p role="status" css={note}>
          {t('search.map.baseMapError')}
        </p>
      )}
      {markers.length === 0 ? (
        <p css={note}>{t('search.map.noMarkers')}</p>
      ) : (
        state.items.length === 0 && controller && <p css={note}>{t('search.map.noneVisible')}</p>
      )}
      <MarkerList
        items={state.items}
        t={translate}
        hasCurrentLocation={currentLocation !== null}
        onActivate={(item) => controller?.activate(item)}
        onShowCurrentLocation={() => currentLocation && controller?.centerOn(currentLocation)}
      />
    </div>
  );
}
