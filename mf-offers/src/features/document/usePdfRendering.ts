import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useI18n } from '@careers/shared/i18n';
import { base64ToBytes } from './base64';
import type { Pdfjs } from './loadPdfjs';
import { renderPdfPages } from './renderPdfPages';
import { findSignatureAnchor, type SignatureAnchor } from './signatureAnchor';
import './documentMessages';

type Status = 'loading' | 'ready' | 'failed';

export interface PdfRenderingOptions {
  /** The PDF as base64. */
  b64: string;
  /** Where the pages are drawn. */
  container: RefObject<HTMLDivElement | null>;
  /** The width to fit the pages to (0: not measured yet, nothing is drawn). */
  width: number;
  zoom: number;
  onAnchor?(anchor: SignatureAnchor | null): void;
  onError?(error: unknown): void;
}

/**
 * The PDF opened with pdf.js (once per document, its chunk loaded on first use) and drawn into `container`, again
 * on each change of width or zoom. Says how far it got (`status`), the scale the pages were drawn at, and how many
 * there are; a PDF that cannot be opened or drawn is `failed` and handed to `onError`.
 */
export function usePdfRendering({ b64, container, width, zoom, onAnchor, onError }: PdfRenderingOptions) {
  const { t } = useI18n();
  const [status, setStatus] = useState<Status>('loading');
  const [loaded, setLoaded] = useState<{ pdfjs: Pdfjs; pdf: PDFDocumentProxy } | null>(null);
  const [scale, setScale] = useState<number | null>(null);
  const callbacks = useRef({ onAnchor, onError });
  callbacks.current = { onAnchor, onError };

  const fail = (error: unknown) => {
    setStatus('failed');
    callbacks.current.onError?.(error);
  };

  // Opened once per document; zoom and resizes only draw it again.
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setStatus('loading');
    setLoaded(null);
    setScale(null);
    (async () => {
      const { loadPdfjs } = await import(/* webpackChunkName: "pdfjs" */ './loadPdfjs');
      const pdfjs = await loadPdfjs();
      const task = pdfjs.getDocument({ data: base64ToBytes(b64), isEvalSupported: false });
      destroy = () => void task.destroy();
      const pdf = await task.promise;
      if (!cancelled) setLoaded({ pdfjs, pdf });
    })().catch((error: unknown) => {
      if (!cancelled) fail(error);
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [b64]);

  useEffect(() => {
    const holder = container.current;
    if (!loaded || !holder || width === 0) return undefined;
    let cancelled = false;
    renderPdfPages({
      ...loaded, holder, fitWidth: width, zoom, cancelled: () => cancelled, onScale: setScale,
      pageLabel: (page, count) => t('offers.documentPage.pdfPage', { page, count }),
    })
      .then((pages) => {
        if (cancelled || !pages) return;
        setStatus('ready');
        callbacks.current.onAnchor?.(findSignatureAnchor(pages));
      })
      .catch((error: unknown) => {
        if (!cancelled) fail(error);
      });
    return () => {
      cancelled = true;
    };
  }, [loaded, width, zoom, t, container]);

  return { status, scale, pageCount: loaded?.pdf.numPages ?? 0 };
}
