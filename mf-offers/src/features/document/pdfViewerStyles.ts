import type { CSSObject, Theme } from '@emotion/react';
import { colors, mq, radii } from '@careers/shared/theme';

// The pdf.js text layer rules this page needs (from pdfjs-dist/web/pdf_viewer.css), as emotion styles:
// the transparent text sits exactly over the glyphs drawn on the canvas below it.

export const viewerStyles = (_theme: Theme) => ({
  position: 'relative' as const,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  padding: 8,
  maxHeight: '80vh',
  overflow: 'auto',
  // The fit-to-width measure must not change when the vertical scrollbar appears with the first page.
  scrollbarGutter: 'stable' as const,
  // One finger scrolls the pages; two pinch-zoom them (usePinchZoom), not the whole site.
  touchAction: 'pan-x pan-y' as const,
  // Zoomed pages scroll inside the viewer, never widen the page around it.
  maxWidth: '100%',
  boxSizing: 'border-box' as const,
  // Every pixel of a phone's width goes to the page: its text is small enough fitted.
  [mq.phone]: { padding: 0 },
  '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 2 },
});

// While the PDF opens: a US Letter page's box (most offer letters), so the page below does not jump
// when the first page is drawn in its place (CLS).
export const placeholderStyles: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '8.5 / 11',
};

export const pageStyles: CSSObject = {
  // As wide as the widest (zoomed) page and at least the viewer, so centred pages scroll from their left edge.
  width: 'max-content',
  minWidth: '100%',
  // The placeholder after the pages goes in the same frame as the first page box arrives (see PdfViewer).
  '&:not(:empty) + *': { display: 'none' },
  '& > div': {
    position: 'relative' as const,
    margin: '0 auto 8px',
    background: '#fff',
    boxShadow: '0 1px 3px rgba(13, 17, 23, 0.2)',
  },
  '& canvas': { display: 'block' },
};

export const textLayerStyles: CSSObject = {
  '& .textLayer': {
    position: 'absolute' as const,
    inset: 0,
    overflow: 'clip',
    lineHeight: 1,
    textAlign: 'initial' as const,
    transformOrigin: '0 0',
    forcedColorAdjust: 'none' as const,
    '--min-font-size': 1,
    '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
    '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  },
  '& .textLayer :is(span, br)': {
    color: 'transparent',
    position: 'absolute' as const,
    whiteSpace: 'pre' as const,
    cursor: 'text',
    transformOrigin: '0% 0%',
  },
  '& .textLayer > :not(.markedContent), & .textLayer .markedContent span:not(.markedContent)': {
    '--font-height': 0,
    fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
    '--scale-x': 1,
    '--rotate': '0deg',
    transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  },
  '& .textLayer .markedContent': { display: 'contents' },
  '& .textLayer ::selection': { background: 'rgba(11, 92, 181, 0.25)' },
};
