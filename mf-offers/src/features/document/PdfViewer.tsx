import { useEffect, useRef, useState, type RefObject } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { Spinner } from '@careers/shared/ui';
import { base64ToBytes } from './base64';
import { findSignatureAnchor, type SignatureAnchor } from './signatureAnchor';
import { pageStyles, textLayerStyles, viewerStyles } from './pdfViewerStyles';
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

type Status = 'loading' | 'ready' | 'failed';

/**
 * The PDF rendered in the page with pdf.js: each page a canvas (for the eye) under a text layer of
 * positioned, transparent text (for screen readers, selection and find-in-page).
 */
export function PdfViewer({ b64, label, onAnchor, onError }: PdfViewerProps) {
  const { t } = useI18n();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [pageCount, setPageCount] = useState(0);
  const callbacks = useRef({ onAnchor, onError });
  callbacks.current = { onAnchor, onError };
  const width = useColumnWidth(container);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const holder = container.current;
    if (!holder || width === 0) return undefined;
    setStatus('loading');
    (async () => {
      const { loadPdfjs } = await import(/* webpackChunkName: "pdfjs" */ './loadPdfjs');
      const pdfjs = await loadPdfjs();
      const task = pdfjs.getDocument({ data: base64ToBytes(b64), isEvalSupported: false });
      destroy = () => void task.destroy();
      const pdf = await task.promise;
      if (cancelled) return;
      setPageCount(pdf.numPages);
      holder.replaceChildren();
      // Fit the page width to the column, sharp on high-density screens.
      const fit = Math.max(240, width);
      const ratio = window.devicePixelRatio || 1;
      const pages = [];
      for (let number = 1; number <= pdf.numPages; number += 1) {
        const page = await pdf.getPage(number);
        if (cancelled) return;
        const viewport = page.getViewport({ scale: fit / page.getViewport({ scale: 1 }).width });
        const wrapper = document.createElement('div');
        wrapper.setAttribute('role', 'group');
        wrapper.setAttribute('aria-label', t('offers.documentPage.pdfPage', { page: number, count: pdf.numPages }));
        wrapper.style.setProperty('--total-scale-factor', String(viewport.scale));
        wrapper.style.width = `${viewport.width}px`;
        wrapper.style.height = `${viewport.height}px`;
        const canvas = document.createElement('canvas');
        canvas.setAttribute('aria-hidden', 'true');
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${viewport.width}px`;
        canvas.style.height = `${viewport.height}px`;
        const text = document.createElement('div');
        text.className = 'textLayer';
        wrapper.append(canvas, text);
        holder.append(wrapper);
        await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
        const content = await page.getTextContent();
        await new pdfjs.TextLayer({ textContentSource: content, container: text, viewport }).render();
        pages.push({ number, height: page.getViewport({ scale: 1 }).height, items: content.items });
      }
      // The text layers measure glyphs on canvases pdf.js appends to <body>; done, they can go.
      pdfjs.TextLayer.cleanup();
      if (cancelled) return;
      setStatus('ready');
      callbacks.current.onAnchor?.(findSignatureAnchor(pages));
    })().catch((error: unknown) => {
      if (cancelled) return;
      setStatus('failed');
      callbacks.current.onError?.(error);
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [b64, t, width]);

  return (
    // A scrolling region: focusable, so keyboard users can scroll it too (WCAG 2.1.1).
    <section aria-label={label} aria-busy={status === 'loading'} tabIndex={0} css={viewerStyles}>
      {status === 'loading' && (
        <div css={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
          <Spinner />
        </div>
      )}
      {status === 'failed' && <p css={{ margin: 0, padding: 16 }}>{t('offers.documentPage.pdfUnavailable')}</p>}
      {status === 'ready' && pageCount > 0 && <p css={{ position: 'absolute', left: -10000 }}>{pageCount === 1 ? t('offers.documentPage.pdfOnePage') : t('offers.documentPage.pdfPages', { count: pageCount })}</p>}
      <div ref={container} data-testid="pdf-pages" css={[pageStyles, textLayerStyles]} />
    </section>
  );
}

/**
 * The column's width, followed through window resizes (debounced 250 ms, spec §9) so a turned phone
 * gets pages redrawn to fit; 0 before the first measure.
 */
function useColumnWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setWidth(Math.round(ref.current?.clientWidth || 800));
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, 250);
    };
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [ref]);
  return width;
}
