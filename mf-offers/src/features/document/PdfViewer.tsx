import { useRef, useState } from 'react';
import { Global } from '@emotion/react';
import { visuallyHidden } from '@careers/shared/a11y';
import { textDirection, useI18n } from '@careers/shared/i18n';
import { Spinner } from '@careers/shared/ui';
import { PdfZoomControls } from './PdfZoomControls';
import { clampZoom, FIT_TO_WIDTH } from './pdfZoom';
import type { SignatureAnchor } from './signatureAnchor';
import { usePdfRendering } from './usePdfRendering';
import { usePinchZoom } from './usePinchZoom';
import { useViewerWidth } from './useViewerWidth';
import { pageStyles, placeholderStyles, textLayerStyles, viewerStyles } from './pdfViewerStyles';
import './documentMessages';

export interface PdfViewerProps {
  /** The PDF as base64 (spec §3 PDF viewer: bytes). */
  b64: string;
  /** The viewer's accessible name, e.g. the document's name. */
  label: string;
  /** Where the signature line is, once the PDF is read (null when no line was found). */
  onAnchor?(anchor: SignatureAnchor | null): void;
  /** A PDF that cannot be shown is logged only (spec §8); the download stays available. */
  onError?(error: unknown): void;
}

/**
 * pdf.js's text layer measures glyphs on canvases it appends to <body> (.hiddenCanvasElement) while it draws, and
 * leaves their hiding to pdf_viewer.css, which this page does not load (pdfViewerStyles takes the rules it needs).
 * Shown, they sat at the end of the page outside every landmark (axe 'region', user trial s21 at 390 px) while a
 * document was drawn. Not displayed, they are neither seen nor in the accessibility tree, and still measure.
 */
const measuringCanvasStyles = { 'body > canvas.hiddenCanvasElement': { display: 'none' } } as const;

/**
 * The PDF rendered in the page with pdf.js, fitted to the viewer's width, with zoom buttons and pinch
 * zoom: on a phone the fitted letter is too small to read, and a candidate must read what they sign.
 */
export function PdfViewer({ b64, label, onAnchor, onError }: PdfViewerProps) {
  const { t, locale } = useI18n();
  const viewer = useRef<HTMLElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(FIT_TO_WIDTH);
  const width = useViewerWidth(viewer);
  usePinchZoom(viewer, container, (ratio) => setZoom((current) => clampZoom(current * ratio)));
  const { status, scale, pageCount } = usePdfRendering({ b64, container, width, zoom, onAnchor, onError });

  return (
    <div>
      <Global styles={measuringCanvasStyles} />
      {status !== 'failed' && <PdfZoomControls zoom={zoom} scale={scale} onZoom={setZoom} />}
      {status === 'ready' && pageCount > 0 && <p css={visuallyHidden}>{t('offers.documentPage.pdfPages', { count: pageCount })}</p>}
      {/* A scrolling region: focusable, so keyboard users can scroll it too (WCAG 2.1.1). Left to right in every
          language, as pdf.js lays out its canvas and text layer: a zoomed page scrolls from its left edge. */}
      <section ref={viewer} aria-label={label} aria-busy={status === 'loading'} tabIndex={0} dir="ltr" css={viewerStyles}>
        {status === 'failed' && (
          <p dir={textDirection(locale)} css={{ margin: 0, padding: 16 }}>
            {t('offers.documentPage.pdfUnavailable')}
          </p>
        )}
        <div ref={container} data-testid="pdf-pages" css={[pageStyles, textLayerStyles]} />
        {/* After the pages, and hidden by CSS the moment the first page box is added (pageStyles): removed by
            React instead, it stood above that box for a frame or more on a busy machine and the page jumped. */}
        {status === 'loading' && (
          <div css={placeholderStyles}>
            <Spinner />
          </div>
        )}
      </section>
    </div>
  );
}
