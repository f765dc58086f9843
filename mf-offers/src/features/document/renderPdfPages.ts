import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { Pdfjs } from './loadPdfjs';

/** A drawn page as the signature-line search reads it. */
export interface DrawnPage {
  number: number;
  /** In PDF points. */
  height: number;
  items: unknown[];
}

export interface RenderPdfPagesInput {
  pdfjs: Pdfjs;
  pdf: PDFDocumentProxy;
  /** Where the pages go: one wrapper per page, replaced in place so a re-render does not jump. */
  holder: HTMLElement;
  /** The viewer's inner width in CSS px: what "fit to width" means. */
  fitWidth: number;
  /** A multiple of fit to width. */
  zoom: number;
  pageLabel(page: number, count: number): string;
  /** Checked between pages: a newer render (zoom, resize) makes this one stop. */
  cancelled(): boolean;
  /** The first page's drawn scale, as soon as it is known (for the zoom percentage). */
  onScale(scale: number): void;
}

/**
 * Draws every page with pdf.js: a canvas (for the eye) under a text layer of positioned, transparent
 * text (for screen readers, selection and find-in-page). Returns what the signature-line search needs,
 * or null when cancelled. Each page's box gets its final size before it is drawn, so nothing below moves.
 */
export async function renderPdfPages(input: RenderPdfPagesInput): Promise<DrawnPage[] | null> {
  try {
    return await drawPages(input);
  } finally {
    // The text layers measure glyphs on canvases pdf.js appends to <body>: done, cut short (a newer render, the
    // document closed on leaving the page) or failed, they go, or they stay in the next page outside every landmark
    // (user trial s21). pdf.js keeps them while another render's text layer is still being drawn; that one removes them.
    input.pdfjs.TextLayer.cleanup();
  }
}

async function drawPages(input: RenderPdfPagesInput): Promise<DrawnPage[] | null> {
  const { pdfjs, pdf, holder, fitWidth, zoom } = input;
  // Sharp on high-density screens: the canvas has device pixels, its box CSS pixels.
  const ratio = window.devicePixelRatio || 1;
  const pages: DrawnPage[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    if (input.cancelled()) return null;
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (Math.max(200, fitWidth) / natural.width) * zoom });
    if (number === 1) input.onScale(viewport.scale);
    const wrapper = document.createElement('div');
    wrapper.setAttribute('role', 'group');
    wrapper.setAttribute('aria-label', input.pageLabel(number, pdf.numPages));
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
    const old = holder.children[number - 1];
    if (old) old.replaceWith(wrapper);
    else holder.append(wrapper);
    await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
    const content = await page.getTextContent();
    await new pdfjs.TextLayer({ textContentSource: content, container: text, viewport }).render();
    pages.push({ number, height: natural.height, items: content.items });
    if (input.cancelled()) return null;
  }
  // A shorter document than the one drawn before (never, for one b64) leaves no stale pages.
  while (holder.children.length > pdf.numPages) holder.lastElementChild?.remove();
  return pages;
}
