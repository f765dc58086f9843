import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { Pdfjs } from './loadPdfjs';
import { renderPdfPages } from './renderPdfPages';

// pdf.js's text layers leave a measuring canvas in <body> until TextLayer.cleanup(): a render cut short (a zoom or a
// resize mid-render, the document closed on leaving the page) left them there, outside every landmark (user trial
// s21, axe 'region'). Whatever way a render ends, it asks pdf.js to remove them.

function fakePdfjs({ failText = false } = {}) {
  const cleanup = jest.fn();
  class TextLayer {
    static cleanup = cleanup;
    render() {
      return Promise.resolve();
    }
  }
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale, scale }),
    render: () => ({ promise: Promise.resolve() }),
    getTextContent: () => (failText ? Promise.reject(new Error('Worker was destroyed')) : Promise.resolve({ items: [] })),
  };
  const pdf = { numPages: 3, getPage: () => Promise.resolve(page) } as unknown as PDFDocumentProxy;
  return { pdfjs: { TextLayer } as unknown as Pdfjs, pdf, cleanup };
}

const base = { fitWidth: 360, zoom: 1, pageLabel: () => 'Page', onScale: () => undefined };

test('a render that finishes, one cut short and one that fails each remove the measuring canvases', async () => {
  const done = fakePdfjs();
  await expect(renderPdfPages({ ...done, ...base, holder: document.createElement('div'), cancelled: () => false })).resolves.toHaveLength(3);
  expect(done.cleanup).toHaveBeenCalledTimes(1);

  const cut = fakePdfjs();
  await expect(renderPdfPages({ ...cut, ...base, holder: document.createElement('div'), cancelled: () => true })).resolves.toBeNull();
  expect(cut.cleanup).toHaveBeenCalledTimes(1);

  const closed = fakePdfjs({ failText: true });
  await expect(renderPdfPages({ ...closed, ...base, holder: document.createElement('div'), cancelled: () => false })).rejects.toThrow('Worker was destroyed');
  expect(closed.cleanup).toHaveBeenCalledTimes(1);
});
