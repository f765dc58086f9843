import { useI18n } from '@careers/shared/i18n';
import { Button } from '@careers/shared/ui';
import { FIT_TO_WIDTH, MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut } from './pdfZoom';
import './documentMessages';

export interface PdfZoomControlsProps {
  /** The zoom as a multiple of fit to width. */
  zoom: number;
  /** The drawn page's size against the PDF's own (1 = 100 %), as readers know it from PDF apps; null before the first page. */
  scale: number | null;
  onZoom(zoom: number): void;
}

/** Zoom out, zoom in and fit to width, as buttons, with the resulting percentage announced politely. */
export function PdfZoomControls({ zoom, scale, onZoom }: PdfZoomControlsProps) {
  const { t, locale } = useI18n();
  const percent = scale === null ? '' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(scale);
  return (
    <div role="group" aria-label={t('offers.documentPage.zoomControls')} css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
      <Button variant="secondary" onClick={() => onZoom(zoomOut(zoom))} disabled={zoom <= MIN_ZOOM}>
        {t('offers.documentPage.zoomOut')}
      </Button>
      <Button variant="secondary" onClick={() => onZoom(zoomIn(zoom))} disabled={zoom >= MAX_ZOOM}>
        {t('offers.documentPage.zoomIn')}
      </Button>
      <Button variant="secondary" onClick={() => onZoom(FIT_TO_WIDTH)} aria-pressed={zoom === FIT_TO_WIDTH}>
        {t('offers.documentPage.fitToWidth')}
      </Button>
      {/* role=status: screen readers say the new percentage after each step, without moving focus. */}
      <span role="status" css={{ minWidth: '5em', fontVariantNumeric: 'tabular-nums' }}>
        {percent && t('offers.documentPage.zoomLevel', { percent })}
      </span>
    </div>
  );
}
